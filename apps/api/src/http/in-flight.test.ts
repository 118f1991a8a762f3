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
  summary: 'Takes 300 ms',
  description: 'A handler that outlives its client.',
  response: z.object({ ok: z.boolean() }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shutting down while a handler runs for a client that hung up', () => {
  it("close() returns before the handler ends (Fastify's behaviour); drain() waits for it", async () => {
    const app = Fastify();
    app.decorate('inFlightWork', new InFlightWork());
    const finished: string[] = [];
    registerEndpoint(app, {} as AppContext, slowEndpoint, async () => {
      await sleep(300);
      finished.push('handler');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const request = http.get(`http://127.0.0.1:${port}/api/v1/test/slow`);
    request.on('error', () => undefined);
    await sleep(50);
    expect(app.inFlightWork.size).toBe(1);
    request.destroy();
    await sleep(20);

    await app.close();
    expect(finished).toEqual([]);
    const started = Date.now();
    await app.inFlightWork.drain(5_000);
    expect(finished).toEqual(['handler']);
    expect(Date.now() - started).toBeGreaterThan(100);
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
