import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request whose Origin is neither the configured site nor the host it was sent to. */
function isCrossSite(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === 'cross-site';
  return origin !== appUrl && origin !== `${request.protocol}://${request.host}`;
}

/**
 * CSRF (docs/product.md §15): a cookie-authenticated write must come from our own origin. Every
 * unsafe method is checked, whatever its path looks like: the router decodes `/%61pi/...` to
 * `/api/...`, so a test on the raw URL let such a write through (issue 15.9). Writes without a
 * cookie (the Stripe webhook, the pull API's key) carry no ambient authority and pass.
 * A callback hook, not an async one: it runs on every request and most return at the first test.
 */
export function registerCsrfCheck(app: FastifyInstance, appUrl: string) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.headers.cookie) return done();
    done(isCrossSite(request, appUrl) ? new AppError('FORBIDDEN', 'Cross-site request refused.') : undefined);
  });
}
