import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, type CspExtraSources } from './content-security-policy.js';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * For the web build's static files (scripts, styles, images, robots.txt): none of them is a
 * document, so the page's long policy would only add ~600 bytes to each of the ~25 responses a
 * page load makes; an SVG opened on its own gets nothing at all.
 */
export const STATIC_FILE_CSP = API_CSP;

/** The headers every response gets (docs/product.md §15), the same for all of them. */
export function commonSecurityHeaders(options: { isProduction: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    ...(options.isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** What an API response carries besides its body: the common headers and the API's own CSP. */
export function apiResponseHeaders(options: { isProduction: boolean }): Record<string, string> {
  return { ...commonSecurityHeaders(options), 'content-security-policy': API_CSP };
}

/**
 * Security headers on every response, errors included (docs/product.md §15). Built once: this hook
 * runs for every request, so it only copies precomputed pairs (docs/performance.md).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; cspExtra?: CspExtraSources | undefined },
) {
  const common = Object.entries(commonSecurityHeaders(options));
  // Documents the web app serves carry their own policy (http/web.ts); anything else not under
  // /api/ gets the strictest document policy, which loads nothing from a third party.
  const pageCsp = contentSecurityPolicy({ extra: options.cspExtra });
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of common) reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', request.url.startsWith('/api/') ? API_CSP : pageCsp);
    }
    done(null, payload);
  });
}
