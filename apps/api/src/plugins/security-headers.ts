import type { FastifyInstance } from 'fastify';

/** Third parties the site may load when configured (pixel, maps, payments), DESIGN.md section 6. */
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

let extraMediaSources: string[] = [];
export function allowMediaSource(origin: string | undefined) {
  if (origin) extraMediaSources = [origin];
}

/** A strict CSP: scripts only from our origin, the configured vendors and the listed inline hashes. */
export function contentSecurityPolicy(options: { scriptHashes?: string[] } = {}): string {
  const hashes = options.scriptHashes ?? [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...THIRD_PARTY.script].join(' ')}`,
    // Inline style attributes are used by React components; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${THIRD_PARTY.img.join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' ${THIRD_PARTY.connect.join(' ')}`,
    `media-src 'self' ${extraMediaSources.join(' ')}`.trim(),
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

/** Security headers on every response, errors included (DESIGN.md section 6). */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
    if (options.isProduction)
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        request.url.startsWith('/api/') ? API_CSP : contentSecurityPolicy(),
      );
    }
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
