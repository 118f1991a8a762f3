import { getPriority } from 'node:os';
import { BroadcastChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { STARTED_CHANNEL } from '../../test/kept-worker-channel.js';
import { KeptWorkers } from './worker.js';

const FIXTURE = new URL('../../test/kept-worker.fixture.js', import.meta.url);
type Said = { word: string; threadId: number; nice: number; lowered: boolean; startedAt: number };

const workers = new KeptWorkers(60_000);
afterEach(() => workers.close());

/** The id of the next fixture thread to start, once it has started (it says so on STARTED_CHANNEL). */
function threadStarted(): Promise<number> {
  const channel = new BroadcastChannel(STARTED_CHANNEL);
  return new Promise<number>((resolve) => {
    channel.onmessage = (event) =>
      resolve(((event as { data: unknown }).data as { threadId: number }).threadId);
  }).finally(() => channel.close());
}

async function ask(words: string[]): Promise<Said[]> {
  const said: Said[] = [];
  await workers.of<{ words: string[] }, Said>(FIXTURE).run({ words }, (message) => said.push(message));
  return said;
}

describe('kept worker threads (issue 24.4: an import check without a thread start each time)', () => {
  it('answers each request with its own messages, in order, from one thread kept between requests', async () => {
    const [first, second] = await Promise.all([ask(['a', 'b', 'c']), ask(['d', 'e'])]);
    expect(first!.map((m) => m.word)).toEqual(['a', 'b', 'c']);
    expect(second!.map((m) => m.word)).toEqual(['d', 'e']);
    const third = await ask(['f']);
    expect(new Set([...first!, ...second!, ...third].map((m) => m.threadId)).size).toBe(1);
  });

  it('fails a request the thread fails, and the thread serves the next one', async () => {
    const before = await ask(['a']);
    await expect(ask(['a', 'fail'])).rejects.toThrow('asked to fail');
    expect((await ask(['b']))[0]!.threadId).toBe(before[0]!.threadId);
  });

  it('fails a request whose caller refuses a message, and the thread serves the next one', async () => {
    const worker = workers.of<{ words: string[] }, Said>(FIXTURE);
    const seen: string[] = [];
    await expect(
      worker.run({ words: ['a', 'refused', 'c'] }, (message) => {
        if (message.word === 'refused') throw new Error('the caller refused "refused"');
        seen.push(message.word);
      }),
    ).rejects.toThrow('the caller refused "refused"');
    expect(seen).toEqual(['a']);
    expect((await ask(['d'])).map((m) => m.word)).toEqual(['d']);
  });

  it('runs the thread at nice 10 and leaves the main thread as it was (Linux)', async () => {
    const before = getPriority();
    const [said] = await ask(['a']);
    if (said!.lowered) expect(said!.nice).toBe(10);
    else expect(process.platform).not.toBe('linux');
    expect(getPriority()).toBe(before);
  });

  it('fails the requests of a thread that dies, and starts a new thread for the next one', async () => {
    const before = await ask(['a']);
    await expect(ask(['b', 'die'])).rejects.toThrow('The worker thread stopped (exit code 3)');
    const after = await ask(['c']);
    expect(after[0]!.word).toBe('c');
    expect(after[0]!.threadId).not.toBe(before[0]!.threadId);
  });

  it('starts a thread ahead of a request when warmed, and stops it if no request comes', async () => {
    const quick = new KeptWorkers(1_500);
    try {
      const worker = quick.of<{ words: string[] }, Said>(FIXTURE);
      const warmed = Date.now();
      const started = threadStarted();
      worker.warm();
      // The thread says so once it runs (a fixed wait for it failed on a loaded machine).
      const startedThread = await started;
      const said: Said[] = [];
      const asked = Date.now();
      await worker.run({ words: ['a'] }, (message) => said.push(message));
      // The thread that answers is the one started before it was asked.
      expect(said[0]!.threadId).toBe(startedThread);
      expect(said[0]!.startedAt).toBeLessThanOrEqual(asked);
      expect(said[0]!.startedAt).toBeGreaterThanOrEqual(warmed);
      worker.warm();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const later = Date.now();
      await worker.run({ words: ['b'] }, (message) => said.push(message));
      expect(said[1]!.threadId).not.toBe(said[0]!.threadId);
      expect(said[1]!.startedAt).toBeGreaterThanOrEqual(later);
    } finally {
      await quick.close();
    }
  });

  it('stops an idle thread, and starts one again when asked', async () => {
    const quick = new KeptWorkers(50);
    try {
      const said: Said[] = [];
      const worker = quick.of<{ words: string[] }, Said>(FIXTURE);
      await worker.run({ words: ['a'] }, (message) => said.push(message));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await worker.run({ words: ['b'] }, (message) => said.push(message));
      expect(said.map((m) => m.word)).toEqual(['a', 'b']);
      expect(said[1]!.threadId).not.toBe(said[0]!.threadId);
    } finally {
      await quick.close();
    }
  });
});
