import { describe, expect, it } from 'vitest';
import { inOrder } from './in-order.js';

/** A promise settled from outside, and whether it was started. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('inOrder (issue 24.4: a preview’s database checks side by side, counted in order)', () => {
  it('runs at most `limit` at once and uses the results in the order they were added', async () => {
    const pipeline = inOrder<string>(2);
    const work = [deferred<string>(), deferred<string>(), deferred<string>()];
    const started: number[] = [];
    const used: string[] = [];
    await pipeline.add(
      async () => (started.push(0), work[0]!.promise),
      (v) => used.push(v),
    );
    await pipeline.add(
      async () => (started.push(1), work[1]!.promise),
      (v) => used.push(v),
    );
    // The third waits for a place.
    const third = pipeline.add(
      async () => (started.push(2), work[2]!.promise),
      (v) => used.push(v),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual([0, 1]);
    // The second finishes first: it frees a place, but is used only after the first.
    work[1]!.resolve('second');
    await third;
    expect(started).toEqual([0, 1, 2]);
    expect(used).toEqual([]);
    work[0]!.resolve('first');
    work[2]!.resolve('third');
    await pipeline.finish();
    expect(used).toEqual(['first', 'second', 'third']);
  });

  it('throws the first failure from finish, uses nothing after it, and refuses more work', async () => {
    const pipeline = inOrder<string>(2);
    const used: string[] = [];
    await pipeline.add(
      async () => 'first',
      (v) => used.push(v),
    );
    await pipeline.add(
      async () => Promise.reject(new Error('database gone')),
      (v) => used.push(v),
    );
    await pipeline.add(
      async () => 'third',
      (v) => used.push(v),
    );
    await expect(pipeline.finish()).rejects.toThrow('database gone');
    expect(used).toEqual(['first']);
    await expect(
      pipeline.add(
        async () => 'fourth',
        (v) => used.push(v),
      ),
    ).rejects.toThrow('database gone');
  });
});
