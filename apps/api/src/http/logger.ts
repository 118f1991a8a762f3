import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/**
 * Request logs never contain secrets (DESIGN.md section 6): API keys, cookies and authorisation
 * headers are redacted, and the CSV feed's token (which travels in its URL) is masked.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: [
      'req.headers["x-api-key"]',
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line per request, at debug level: a line per request at the default level (info) cost more
 * CPU than the whole rest of a simple request (docs/performance.md), and a proxy or load balancer
 * in front keeps access logs anyway. Failed requests and 5xx errors are still logged at error level
 * (here and in the error handler); LOG_LEVEL=debug brings the request lines back.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { reqId: request.id, req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

const REQUEST_LINE_LEVELS = new Set(['debug', 'trace']);

/**
 * A logger of its own per request (bound to its id) only when request lines are written: at the
 * usual levels every request shares the server's, sparing a pino child per request (decision 011);
 * the lines a failed request writes name its id themselves.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => (REQUEST_LINE_LEVELS.has(logger.level) ? logger.child(bindings, options) : logger);
