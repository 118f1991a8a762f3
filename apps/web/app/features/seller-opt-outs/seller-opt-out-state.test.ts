import { describe, expect, it } from 'vitest';
import {
  NEW_CODE_SENT,
  initialSellerOptOutState,
  sellerOptOutButtonText,
  sellerOptOutReducer,
  type SellerOptOutAction,
  type SellerOptOutState,
} from './seller-opt-out-state';

const REQUEST = '0b7f9a52-3c1d-4e8f-9a6b-2d4c6e8f0a1b';
const NEXT_REQUEST = '5e2a7c14-9b3d-4f6a-8c1e-7d9b2a4c6e8f';
const run = (...actions: SellerOptOutAction[]) =>
  actions.reduce(sellerOptOutReducer, initialSellerOptOutState);
const sending = run({ type: 'codeRequested', phone: '216 555 0244' });
const atCode: SellerOptOutState = run(
  { type: 'codeRequested', phone: '216 555 0244' },
  { type: 'codeSent', requestId: REQUEST },
);

describe('sellerOptOutReducer', () => {
  it('starts at the phone step with nothing running', () => {
    expect(initialSellerOptOutState).toEqual({
      step: 'phone',
      phone: '',
      optedOutPhone: null,
      requestId: null,
      pending: null,
      phoneError: null,
      codeError: null,
      resendNotice: null,
    });
  });

  it('phone → code once the code is sent, keeping the number as typed', () => {
    expect(sending).toMatchObject({ step: 'phone', pending: 'send', phone: '216 555 0244' });
    expect(atCode).toMatchObject({ step: 'code', pending: null, requestId: REQUEST, phone: '216 555 0244' });
  });

  it('stays on the phone step with the server’s words when the number is refused, and clears them on a retry', () => {
    const refused = run(
      { type: 'codeRequested', phone: '555' },
      { type: 'codeRefused', message: 'This number "555" is too short for a US number (10 digits).' },
    );
    expect(refused).toMatchObject({
      step: 'phone',
      pending: null,
      phoneError: 'This number "555" is too short for a US number (10 digits).',
    });
    expect(sellerOptOutReducer(refused, { type: 'codeRequested', phone: '216 555 0244' })).toMatchObject({
      pending: 'send',
      phoneError: null,
    });
  });

  it('ignores a second send while one runs, and answers nobody is waiting for', () => {
    expect(sellerOptOutReducer(sending, { type: 'codeRequested', phone: 'other' })).toBe(sending);
    expect(sellerOptOutReducer(initialSellerOptOutState, { type: 'codeSent', requestId: REQUEST })).toBe(
      initialSellerOptOutState,
    );
    expect(sellerOptOutReducer(atCode, { type: 'codeRefused', message: 'x' })).toBe(atCode);
    expect(sellerOptOutReducer(atCode, { type: 'confirmed', phone: '(216) 555-0244' })).toBe(atCode);
  });

  it('code → done when the code is right', () => {
    const done = run(
      { type: 'codeRequested', phone: '216 555 0244' },
      { type: 'codeSent', requestId: REQUEST },
      { type: 'confirmSubmitted' },
      { type: 'confirmed', phone: '(216) 555-0244' },
    );
    expect(done).toMatchObject({ step: 'done', pending: null, optedOutPhone: '(216) 555-0244' });
  });

  it('shows a wrong code’s message under the code, and clears it on the next try', () => {
    const wrong = [
      { type: 'confirmSubmitted' } as const,
      { type: 'confirmRefused', message: 'This code is not right. 4 tries left.' } as const,
    ].reduce(sellerOptOutReducer, atCode);
    expect(wrong).toMatchObject({
      step: 'code',
      pending: null,
      codeError: 'This code is not right. 4 tries left.',
    });
    expect(sellerOptOutReducer(wrong, { type: 'confirmSubmitted' })).toMatchObject({
      pending: 'confirm',
      codeError: null,
    });
  });

  it('a new code replaces the request and says so; a refusal says why and keeps the request', () => {
    const asked = sellerOptOutReducer(atCode, { type: 'newCodeRequested' });
    expect(asked).toMatchObject({ pending: 'resend', step: 'code' });
    expect(sellerOptOutReducer(asked, { type: 'codeSent', requestId: NEXT_REQUEST })).toMatchObject({
      step: 'code',
      pending: null,
      requestId: NEXT_REQUEST,
      resendNotice: { tone: 'info', text: NEW_CODE_SENT },
    });
    const limited = 'Too many codes for this number. Try again in an hour.';
    expect(sellerOptOutReducer(asked, { type: 'codeRefused', message: limited })).toMatchObject({
      step: 'code',
      pending: null,
      requestId: REQUEST,
      resendNotice: { tone: 'error', text: limited },
    });
  });

  it('nothing else starts while the code is checked', () => {
    const checking = sellerOptOutReducer(atCode, { type: 'confirmSubmitted' });
    expect(sellerOptOutReducer(checking, { type: 'newCodeRequested' })).toBe(checking);
    expect(sellerOptOutReducer(checking, { type: 'differentNumberChosen' })).toBe(checking);
    expect(sellerOptOutReducer(checking, { type: 'confirmSubmitted' })).toBe(checking);
  });

  it('"Use a different number" goes back to the phone step with the number to correct', () => {
    const back = sellerOptOutReducer(atCode, { type: 'differentNumberChosen' });
    expect(back).toEqual({ ...initialSellerOptOutState, phone: '216 555 0244' });
  });
});

describe('sellerOptOutButtonText', () => {
  it('names each step’s action, and what runs', () => {
    expect(sellerOptOutButtonText(initialSellerOptOutState)).toBe('Text me a code');
    expect(sellerOptOutButtonText(sending)).toBe('Texting...');
    expect(sellerOptOutButtonText(atCode)).toBe('Confirm and opt out');
    expect(sellerOptOutButtonText(sellerOptOutReducer(atCode, { type: 'confirmSubmitted' }))).toBe(
      'Checking...',
    );
  });
});
