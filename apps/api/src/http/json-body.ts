import secureJson from 'secure-json-parse';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { textDigest } from '../lib/text-digest.js';

/*
 * Issue 24.4: a lead CSV comes as JSON of 10 to 25 MB. Its parse, and the hash of the file that
 * names its kept check, held the event loop for 40-130 ms on each of an import's two requests (the
 * preview and the import), and those were /api/v1/health's slowest answers while a file was
 * imported. In a scope that takes such bodies, they are parsed in a kept worker thread
 * (json-body.worker.ts), as Fastify's own parser would parse them; the main thread only takes the
 * result in. At the main thread's own priority: at nice 10, as the check threads run, the import's
 * rate fell to 0.29× of COPY in three runs of three (docs/performance.md, 2026-12-03 evening).
 */

/** What the thread is asked: the body's bytes, and the field whose text to hash (SHA-256, hex). */
export interface JsonBodyRequest {
  bytes: Uint8Array;
  digestOf: string | null;
}

export type JsonBodyMessage = { type: 'parsed'; value: unknown; digest: string | null } | { type: 'invalid' };

const JSON_BODY_WORKER = new URL('./json-body.worker.js', import.meta.url);

/** Below this a body is parsed here: handing it to a thread would cost more than its parse. */
export const IN_THREAD_FROM_BYTES = 256 * 1024;

const digests = new WeakMap<FastifyRequest, string>();

/**
 * The SHA-256 of the request body's `digestOf` field (registerLargeJsonBodies), computed with the
 * parse; computed here when the body was not parsed by the thread.
 */
export function bodyFieldDigest(request: FastifyRequest, text: string): string {
  return digests.get(request) ?? textDigest(text);
}

const parseHere = (text: string): unknown =>
  secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });

/**
 * Makes a scope's JSON bodies (up to `bodyLimit` bytes) parse in the worker thread from
 * IN_THREAD_FROM_BYTES, with the `digestOf` field hashed there too. Errors read as the default
 * parser's: FST_ERR_CTP_EMPTY_JSON_BODY for an empty body, FST_ERR_CTP_INVALID_JSON_BODY for one that
 * is not JSON or is poisoned (error-handler.ts answers both with a 400).
 */
export function registerLargeJsonBodies(
  scope: FastifyInstance,
  ctx: AppContext,
  { bodyLimit, digestOf }: { bodyLimit: number; digestOf: string },
) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    async (request: FastifyRequest, body: Buffer): Promise<unknown> => {
      if (body.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
      if (body.length < IN_THREAD_FROM_BYTES) {
        try {
          return parseHere(body.toString('utf8'));
        } catch {
          throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
        }
      }
      // The body's own memory goes to the thread when it holds nothing else (Fastify's concat of a
      // large body always does); a copy otherwise.
      const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
      // (A request body is never shared memory.)
      const bytes = whole ? new Uint8Array(body.buffer as ArrayBuffer) : Uint8Array.from(body);
      let answer: JsonBodyMessage | null = null;
      await ctx.state.workerThreads
        .of<JsonBodyRequest, JsonBodyMessage>(JSON_BODY_WORKER)
        .run({ bytes, digestOf }, (message) => (answer = message), [bytes.buffer]);
      const parsed = answer as JsonBodyMessage | null;
      if (!parsed) throw new Error('The JSON body thread gave no answer');
      if (parsed.type === 'invalid') throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
      if (parsed.digest) digests.set(request, parsed.digest);
      return parsed.value;
    },
  );
}
