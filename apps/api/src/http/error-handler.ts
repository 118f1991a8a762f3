import { MESSAGES, failureMessageFor } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, appErrorBody } from '../lib/errors.js';
import { ReplayedResponse } from './idempotency.js';

/** Errors that mean the database is unreachable: the client should retry, so 503 (docs/product.md §13). */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (!e) return false;
  const code = e.code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300'].includes(code))
    return true;
  if (code.startsWith('08')) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i.test(
      e.message ?? '',
    )
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The one error handler (CONTRIBUTING.md rule 6): codes map to statuses and catalogue texts; bad input
 * is a 4xx naming the field; a 5xx never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const method = request.method;
    if (error instanceof ReplayedResponse) {
      reply.header('idempotent-replayed', 'true');
      return reply.code(error.statusCode).send(error.body);
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(appErrorBody(error, method));
    }
    const failure = failureMessageFor(method);
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({
          message: failure,
          result: null,
          detail: 'The request body is not valid JSON.',
          errors: [
            {
              path: 'body',
              message: error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'body is required' : 'Malformed JSON',
            },
          ],
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .code(413)
          .send({ message: failure, result: null, detail: 'The request body is too large.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(415)
          .send({ message: failure, result: null, detail: 'Send the body as application/json.' });
    }
    if (
      error instanceof SyntaxError ||
      (/prototype|constructor/i.test(error.message) && error.statusCode === 400)
    ) {
      return reply.code(400).send({
        message: failure,
        result: null,
        detail: 'The request body is not valid JSON.',
        errors: [{ path: 'body', message: 'Malformed or unsafe JSON' }],
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ reqId: request.id, err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.code(503).send({
        message: MESSAGES.error,
        result: null,
        detail: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    const code = pgCode(error);
    if (code === '23505') return reply.code(409).send({ message: MESSAGES.duplicate, result: null });
    if (code === '22P02' || code === '22003' || code === '22001') {
      return reply
        .code(400)
        .send({ message: failure, result: null, detail: 'A value is out of range or of the wrong kind.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ message: failure, result: null, detail: 'The request could not be understood.' });
    }
    request.log.error({ reqId: request.id, err: error }, 'unhandled error');
    return reply.code(500).send({ message: MESSAGES.error, result: null });
  });
}
