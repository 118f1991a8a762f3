import { parentPort } from 'node:worker_threads';
import secureJson from 'secure-json-parse';
import { textDigest } from '../lib/text-digest.js';
import type { JsonBodyMessage, JsonBodyRequest } from './json-body.js';

/*
 * Parses large JSON request bodies off the main thread (json-body.ts), one at a time, as Fastify's
 * own parser does (prototype and constructor poisoning refused), and hashes the one field asked for.
 * At the main thread's priority: the request waits for it.
 */

const post = (id: number, message: JsonBodyMessage | { type: 'done' }) =>
  parentPort!.postMessage({ id, message });

parentPort!.on('message', ({ id, bytes, digestOf }: JsonBodyRequest & { id: number }) => {
  let parsed: JsonBodyMessage;
  try {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const value: unknown = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
    const field =
      digestOf && typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[digestOf]
        : undefined;
    const digest = typeof field === 'string' ? textDigest(field) : null;
    parsed = { type: 'parsed', value, digest };
  } catch {
    parsed = { type: 'invalid' };
  }
  post(id, parsed);
  post(id, { type: 'done' });
});
