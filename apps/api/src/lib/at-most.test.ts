import { describe, expect, it } from 'vitest';
import { atMost } from './at-most.js';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('atMost (issue 24.4: a preview’s database checks, two at a time)', () => {
  it('runs at most `limit` at once, the rest in the order they were asked for', async () => {
    const run = atMost(2);
    const work = [deferred<string>(), deferred<string>(), deferred<string>(), deferred<string>()];
    const started: number[] = [];
    const results = work.map((piece, i) => run(async () => (started.push(i), piece.promise)));
    await turn();
    expect(started).toEqual([0, 1]);
    // The second ends first: its place goes to the third, then the first's to the fourth.
    work[1]!.resolve('second');
    await turn();
    expect(started).toEqual([0, 1, 2]);
    work[0]!.resolve('first');
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    work[2]!.resolve('third');
    work[3]!.resolve('fourth');
    expect(await Promise.all(results)).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('gives a failure to its caller and frees its place for the next', async () => {
    const run = atMost(1);
    const failed = run(async () => Promise.reject(new Error('database gone')));
    const next = run(async () => 'next');
    await expect(failed).rejects.toThrow('database gone');
    expect(await next).toBe('next');
    // Nothing is held: two more run at once in a limit of one, one after the other.
    const order: string[] = [];
    await Promise.all([run(async () => order.push('a')), run(async () => order.push('b'))]);
    expect(order).toEqual(['a', 'b']);
  });
});
