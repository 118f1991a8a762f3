import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/**
 * Request logs never contain secrets (docs/product.md §11, §15): API keys, cookies and authorisation
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
      'req.headers["x-view-as"]',
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

/**
 * Every line a request logs names it (`reqId`, issue 17.6). A pino child per request cost the API
 * more than a simple request itself (decision 011), and most requests log nothing at the usual
 * levels: so the child is made on a request's first line only. The methods of a level that is
 * off are the shared logger's own no-ops.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  let child: FastifyBaseLogger | undefined;
  const bound = () => (child ??= logger.child(bindings, options));
  const method =
    (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace') =>
    (...args: unknown[]) =>
      (bound()[level] as (...a: unknown[]) => void)(...args);
  // The logger of `logger: false` (tests) has no levels at all: its methods are no-ops already.
  const isEnabled = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  const enabled = (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace') =>
    !isEnabled || isEnabled.call(logger, level) ? method(level) : logger[level];
  return {
    get level() {
      return logger.level;
    },
    set level(level) {
      bound().level = level;
    },
    fatal: enabled('fatal'),
    error: enabled('error'),
    warn: enabled('warn'),
    info: enabled('info'),
    debug: enabled('debug'),
    trace: enabled('trace'),
    silent: logger.silent,
    child: (childBindings, childOptions) => bound().child(childBindings, childOptions),
  } as FastifyBaseLogger;
};
