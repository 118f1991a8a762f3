import { UI_TEXT } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  RESUBSCRIBE_FAILED,
  initialUnsubscribeState,
  unsubscribeButtonText,
  unsubscribeReducer,
  type UnsubscribeAction,
  type UnsubscribeState,
} from './unsubscribe-state';

const run = (...actions: UnsubscribeAction[]) => actions.reduce(unsubscribeReducer, initialUnsubscribeState);
const loading: UnsubscribeState = run({ type: 'submitted' });
const succeeded: UnsubscribeState = run({ type: 'submitted' }, { type: 'resolved', result: true });

describe('unsubscribeReducer', () => {
  it('starts idle with no error', () => {
    expect(initialUnsubscribeState).toEqual({
      status: 'idle',
      error: null,
      resubscribe: 'idle',
      resubscribeError: null,
    });
  });

  it('idle → loading clears a prior error', () => {
    const failed = run({ type: 'submitted' }, { type: 'rejected', message: 'Enter a valid email address' });
    expect(failed.error).toBe('Enter a valid email address');
    expect(unsubscribeReducer(failed, { type: 'submitted' })).toEqual({
      ...initialUnsubscribeState,
      status: 'loading',
    });
  });

  it('loading → success on a truthy result, with the error cleared', () => {
    expect(succeeded).toMatchObject({ status: 'success', error: null });
  });

  it('loading → idle with the catalogue text on a falsy result', () => {
    expect(run({ type: 'submitted' }, { type: 'resolved', result: false })).toMatchObject({
      status: 'idle',
      error: UI_TEXT.unsubscribeFailed,
    });
  });

  it('loading → idle with the server message on a thrown error', () => {
    expect(
      run(
        { type: 'submitted' },
        { type: 'rejected', message: 'Too many attempts. Try again in 60 seconds.' },
      ),
    ).toMatchObject({
      status: 'idle',
      error: 'Too many attempts. Try again in 60 seconds.',
    });
  });

  it('stays disabled after success: a new submit changes nothing', () => {
    expect(unsubscribeReducer(succeeded, { type: 'submitted' })).toBe(succeeded);
  });

  it('ignores a second submit while loading and answers that arrive when not loading', () => {
    expect(unsubscribeReducer(loading, { type: 'submitted' })).toBe(loading);
    expect(unsubscribeReducer(initialUnsubscribeState, { type: 'resolved', result: true })).toBe(
      initialUnsubscribeState,
    );
    expect(unsubscribeReducer(initialUnsubscribeState, { type: 'rejected', message: 'x' })).toBe(
      initialUnsubscribeState,
    );
  });

  describe('re-subscribe after success', () => {
    it('is only offered after success', () => {
      expect(unsubscribeReducer(initialUnsubscribeState, { type: 'resubscribeSubmitted' })).toBe(
        initialUnsubscribeState,
      );
      expect(unsubscribeReducer(succeeded, { type: 'resubscribeSubmitted' })).toMatchObject({
        status: 'success',
        resubscribe: 'loading',
      });
    });

    it('confirms and makes the form usable again', () => {
      const state = [
        { type: 'resubscribeSubmitted' } as const,
        { type: 'resubscribeResolved', result: true } as const,
      ].reduce(unsubscribeReducer, succeeded);
      expect(state).toEqual({ ...initialUnsubscribeState, resubscribe: 'done' });
    });

    it('keeps the unsubscribed state and says so when it fails', () => {
      const falsy = [
        { type: 'resubscribeSubmitted' } as const,
        { type: 'resubscribeResolved', result: false } as const,
      ].reduce(unsubscribeReducer, succeeded);
      expect(falsy).toMatchObject({
        status: 'success',
        resubscribe: 'idle',
        resubscribeError: RESUBSCRIBE_FAILED,
      });
      const thrown = [
        { type: 'resubscribeSubmitted' } as const,
        { type: 'resubscribeRejected', message: 'Error' } as const,
      ].reduce(unsubscribeReducer, succeeded);
      expect(thrown).toMatchObject({ status: 'success', resubscribe: 'idle', resubscribeError: 'Error' });
    });

    it('clears the confirmation when unsubscribing again', () => {
      const again = [
        { type: 'resubscribeSubmitted' } as const,
        { type: 'resubscribeResolved', result: true } as const,
        { type: 'submitted' } as const,
      ].reduce(unsubscribeReducer, succeeded);
      expect(again).toEqual({ ...initialUnsubscribeState, status: 'loading' });
    });
  });
});

describe('unsubscribeButtonText', () => {
  it('follows the spec texts', () => {
    expect(unsubscribeButtonText('idle')).toBe('Unsubscribe');
    expect(unsubscribeButtonText('loading')).toBe('Loading...');
    expect(unsubscribeButtonText('success')).toBe('Unsubscribed');
  });
});
