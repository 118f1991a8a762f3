import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { canRetryWithSameKey, createIdempotencyKey, useIdempotencyKeys } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey', () => {
  it('makes a fresh UUID v4 each time', () => {
    const a = createIdempotencyKey();
    expect(a).toMatch(UUID);
    expect(createIdempotencyKey()).not.toBe(a);
  });
});

describe('canRetryWithSameKey', () => {
  it('keeps the key when the server never answered or failed itself', () => {
    expect(canRetryWithSameKey(new ApiError(0, 'Error'))).toBe(true);
    expect(canRetryWithSameKey(new ApiError(503, 'Error'))).toBe(true);
  });
  it('drops it after a definite answer', () => {
    expect(canRetryWithSameKey(new ApiError(402, 'Failed to add data'))).toBe(false);
    expect(canRetryWithSameKey(new ApiError(409, 'Same entry not allowed'))).toBe(false);
    expect(canRetryWithSameKey(new Error('other'))).toBe(false);
  });
});

describe('useIdempotencyKeys', () => {
  it('reuses one key per action until it is settled', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor('take:lead-1');
    expect(result.current.keyFor('take:lead-1')).toBe(first);
    expect(result.current.keyFor('take:lead-2')).not.toBe(first);

    act(() => result.current.settle('take:lead-1', new ApiError(0, 'Error')));
    expect(result.current.keyFor('take:lead-1')).toBe(first);

    act(() => result.current.settle('take:lead-1'));
    expect(result.current.keyFor('take:lead-1')).not.toBe(first);
  });
  it('starts a new action after a refused one', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor('top-up:100');
    act(() => result.current.settle('top-up:100', new ApiError(400, 'Failed to add data')));
    expect(result.current.keyFor('top-up:100')).not.toBe(first);
  });
});
