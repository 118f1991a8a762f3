import type { FastifyInstance } from 'fastify';

/** Third parties the site may load when configured (pixel, maps, payments), docs/product.md §15. */
const THIRD_PARTY = {
  script: ['https://connect.facebook.net', 'https://maps.googleapis.com', 'https://js.stripe.com'],
  connect: ['https://www.facebook.com', 'https://maps.googleapis.com', 'https://api.stripe.com'],
  img: [
    'https://www.facebook.com',
    'https://maps.gstatic.com',
    'https://maps.googleapis.com',
    'https://*.stripe.com',
  ],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/** Origins the operator adds (CSP_EXTRA_*_SRC), e.g. the bucket the testimonial videos come from. */
export interface CspExtraSources {
  script: string[];
  connect: string[];
  media: string[];
}

const NO_EXTRA_SOURCES: CspExtraSources = { script: [], connect: [], media: [] };

/** A strict CSP: scripts only from our origin, the configured vendors and the listed inline hashes. */
export function contentSecurityPolicy(
  options: { scriptHashes?: string[]; extra?: CspExtraSources } = {},
): string {
  const hashes = options.scriptHashes ?? [];
  const extra = options.extra ?? NO_EXTRA_SOURCES;
  const sources = (...lists: string[][]) => lists.flat().join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${sources(hashes, THIRD_PARTY.script, extra.script)}`,
    // Inline style attributes are used by React components; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${THIRD_PARTY.img.join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' ${sources(THIRD_PARTY.connect, extra.connect)}`,
    `media-src 'self' ${sources(extra.media)}`.trim(),
    `frame-src ${THIRD_PARTY.frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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
  const pageCsp = contentSecurityPolicy({ extra: options.cspExtra });
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of common) reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', request.url.startsWith('/api/') ? API_CSP : pageCsp);
    }
    done(null, payload);
  });
}
