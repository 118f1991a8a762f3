import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptOnce } from './kept-once.js';

describe('KeptOnce (issue 24.4: the preview’s check kept for the import)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a value once, under its key only, and only the last one kept', () => {
    let now = 0;
    const kept = new KeptOnce<string>(1_000, () => now);
    kept.keep('a', 'first');
    kept.keep('b', 'second');
    expect(kept.take('a')).toBeNull();
    expect(kept.take('b')).toBe('second');
    expect(kept.take('b')).toBeNull();
    kept.keep('c', 'third');
    now = 1_001;
    expect(kept.take('c')).toBeNull();
  });

  it('lets its value go when it expires, even if nobody asks for it', () => {
    vi.useFakeTimers();
    const kept = new KeptOnce<object>(1_000, () => 0);
    kept.keep('a', { rows: [] });
    vi.advanceTimersByTime(1_000);
    expect(kept.take('a')).toBeNull();
  });
});
