import type { FastifyServerOptions } from 'fastify';

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
