import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineEndpoint } from '@app/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { registerEndpoint } from './endpoint.js';
import { InFlightWork } from './in-flight.js';

const slowEndpoint = defineEndpoint({
  method: 'GET',
  path: 'test/slow',
  tag: 'Test',
  auth: 'public',
  summary: 'Runs until the test lets it end',
  description: 'A handler that outlives its client.',
  response: z.object({ ok: z.boolean() }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that settles it. */
function signal() {
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('shutting down while a handler runs for a client that hung up', () => {
  it("close() returns before the handler ends (Fastify's behaviour); drain() waits for it", async () => {
    const app = Fastify();
    app.decorate('inFlightWork', new InFlightWork());
    // The handler's start and end are the test's to see and to choose, never a guess at timing
    // (a fixed wait for the request to arrive failed on a loaded machine).
    const started = signal();
    const release = signal();
    const finished: string[] = [];
    registerEndpoint(app, {} as AppContext, slowEndpoint, async () => {
      started.settle();
      await release.promise;
      finished.push('handler');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const request = http.get(`http://127.0.0.1:${port}/api/v1/test/slow`);
    request.on('error', () => undefined);
    await started.promise;
    expect(app.inFlightWork.size).toBe(1);
    request.destroy();

    // Resolves once the hung-up connection is gone, while the handler still waits.
    await app.close();
    expect(finished).toEqual([]);
    let drained = false;
    const draining = app.inFlightWork.drain(5_000).then(() => {
      drained = true;
    });
    await sleep(20);
    expect(drained).toBe(false);
    release.settle();
    await draining;
    expect(finished).toEqual(['handler']);
    expect(app.inFlightWork.size).toBe(0);
  });

  it('gives up after the timeout, and forgets work that failed', async () => {
    const work = new InFlightWork();
    void work.track(sleep(10_000));
    const failing = work.track(Promise.reject(new Error('refused')));
    await expect(failing).rejects.toThrow('refused');
    expect(work.size).toBe(1);
    const started = Date.now();
    await work.drain(100);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
