import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context.js';
import { KeptWorker, KeptWorkers } from '../lib/worker.js';
import { textDigest } from '../lib/text-digest.js';
import { registerErrorHandler } from './error-handler.js';
import { IN_THREAD_FROM_BYTES, bodyFieldDigest, registerLargeJsonBodies } from './json-body.js';

/**
 * Issue 24.4: a lead CSV's JSON body is parsed, and its file hashed, in a worker thread, exactly as
 * Fastify's own parser would read it; bodies it refuses get the same 400s as anywhere else.
 */
describe('large JSON bodies parsed off the main thread', () => {
  const workerThreads = new KeptWorkers(60_000);
  const ctx = { state: { workerThreads } } as unknown as AppContext;
  let app: FastifyInstance;
  const bodyLimit = 4 * 1024 * 1024;

  beforeAll(async () => {
    app = Fastify({ onProtoPoisoning: 'error', onConstructorPoisoning: 'error' });
    registerErrorHandler(app);
    await app.register(async (scope) => {
      registerLargeJsonBodies(scope, ctx, { bodyLimit, digestOf: 'csv' });
      scope.post('/large', { bodyLimit }, async (request) => {
        const body = request.body as { csv: string; note?: string };
        return { csv: body.csv.length, note: body.note, digest: bodyFieldDigest(request, body.csv) };
      });
    });
    // Outside the scope: the default parser, untouched.
    app.post('/small', async (request) => request.body);
    await app.ready();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await app.close();
    await workerThreads.close();
  });

  const post = (url: string, payload: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });

  it('parses a large body in the thread, with the file hashed there, as the main thread would', async () => {
    const run = vi.spyOn(KeptWorker.prototype, 'run');
    const csv = `lead_name,city\n${'Ana "Ñandú" Lee,Houston\n'.repeat(20_000)}`;
    const payload = JSON.stringify({ csv, note: 'é ✓' });
    expect(Buffer.byteLength(payload)).toBeGreaterThan(IN_THREAD_FROM_BYTES);
    const response = await post('/large', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ csv: csv.length, note: 'é ✓', digest: textDigest(csv) });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('parses a small body here, its file hashed here', async () => {
    const run = vi.spyOn(KeptWorker.prototype, 'run');
    const response = await post('/large', JSON.stringify({ csv: 'a,b\n1,2' }));
    expect(response.json()).toEqual({ csv: 7, digest: textDigest('a,b\n1,2') });
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses what the default parser refuses, with the same answers, large or small', async () => {
    const padding = ' '.repeat(IN_THREAD_FROM_BYTES);
    const cases = [
      ['{"csv": "a,b', 'Malformed JSON'],
      [`{"csv": "a,b"${padding}`, 'Malformed JSON'],
      [`{"csv": "a", "__proto__": {"admin": true}}`, 'Malformed JSON'],
      [`{"csv": "a", "__proto__": {"admin": true}}${padding}`, 'Malformed JSON'],
      [`{"csv": "a", "constructor": {"prototype": {"admin": true}}}${padding}`, 'Malformed JSON'],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await post('/large', payload);
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
      expect(response.json().errors, payload.slice(0, 40)).toEqual([{ path: 'body', message }]);
      // What the default parser says of the same body.
      const elsewhere = await post('/small', payload.trimEnd());
      expect(elsewhere.json(), payload.slice(0, 40)).toEqual(response.json());
    }
    const empty = await post('/large', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'body', message: 'body is required' }]);
  });

  it('keeps the size limit: a larger body is a 413', async () => {
    const response = await post('/large', JSON.stringify({ csv: 'x'.repeat(bodyLimit) }));
    expect(response.statusCode).toBe(413);
  });
});
