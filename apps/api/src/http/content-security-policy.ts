/**
 * The Content-Security-Policy of the web app's documents (decision 019). No document allows
 * 'unsafe-inline' for scripts or styles. A prerendered public page allows scripts from our origin
 * and its own inline scripts by hash, so it stays one cacheable, precompressed file; the app's
 * shell, and a public page whose third party adds its own <style> elements, get a fresh nonce per
 * response with 'strict-dynamic', which trusts what a nonced script loads and nothing else. A
 * third party's hosts appear only on the documents that load it (the web build's csp-pages.json).
 */

/** The third parties the web app loads when their keys are configured (apps/web/build-tools/csp-pages.ts). */
export const THIRD_PARTIES = ['meta-pixel', 'google-maps', 'stripe'] as const;
export type ThirdParty = (typeof THIRD_PARTIES)[number];

export const isThirdParty = (name: unknown): name is ThirdParty =>
  typeof name === 'string' && (THIRD_PARTIES as readonly string[]).includes(name);

type Directive = 'script' | 'style' | 'img' | 'font' | 'connect' | 'frame' | 'worker';

interface ThirdPartyPolicy {
  /** Adds <style> elements of its own, which only a nonce can allow without 'unsafe-inline'. */
  needsNonce: boolean;
  sources: Partial<Record<Directive, string[]>>;
}

/** What each vendor's own CSP guide asks for, and nothing on a document that does not load it. */
export const THIRD_PARTY_POLICIES: Record<ThirdParty, ThirdPartyPolicy> = {
  // fbevents.js (apps/web/app/lib/meta-pixel.ts) loads the pixel's configuration from /signals/;
  // the PageView goes to www.facebook.com as an image or a beacon. Paths, not the whole host.
  'meta-pixel': {
    needsNonce: false,
    sources: {
      script: ['https://connect.facebook.net/en_US/fbevents.js', 'https://connect.facebook.net/signals/'],
      img: ['https://www.facebook.com'],
      connect: ['https://www.facebook.com'],
    },
  },
  // The Maps JavaScript API under a strict CSP: it is trusted through 'strict-dynamic' (so no
  // script host), gives its <style> elements the page's style nonce, and fetches tiles and fonts.
  'google-maps': {
    needsNonce: true,
    sources: {
      style: ['https://fonts.googleapis.com'],
      font: ['https://fonts.gstatic.com'],
      img: [
        'https://*.googleapis.com',
        'https://*.gstatic.com',
        'https://*.google.com',
        'https://*.googleusercontent.com',
      ],
      connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
      frame: ['https://*.google.com'],
      worker: ['blob:'],
    },
  },
  // Stripe.js (apps/web/app/lib/stripe-js.ts): its script, the card and 3-D Secure frames, its API.
  stripe: {
    needsNonce: false,
    sources: {
      script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      img: ['https://*.stripe.com'],
      connect: ['https://api.stripe.com'],
      frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    },
  },
};

/** Origins the operator adds (CSP_EXTRA_*_SRC), e.g. the bucket the testimonial videos come from. */
export interface CspExtraSources {
  script: string[];
  connect: string[];
  media: string[];
}

const NO_EXTRA_SOURCES: CspExtraSources = { script: [], connect: [], media: [] };

export interface DocumentPolicyOptions {
  /** The third parties this document loads; none unless named. */
  thirdParties?: readonly ThirdParty[];
  /** `'sha256-…'` sources of the document's inline scripts (documents without a nonce). */
  scriptHashes?: readonly string[];
  /** This response's nonce: scripts then run only by nonce or when a nonced script loads them. */
  nonce?: string;
  extra?: CspExtraSources | undefined;
}

/** Whether a document that loads these third parties must be sent with a fresh nonce each time. */
export const needsNonce = (thirdParties: readonly ThirdParty[]) =>
  thirdParties.some((name) => THIRD_PARTY_POLICIES[name].needsNonce);

const list = (...parts: (readonly string[])[]) => [...new Set(parts.flat())];

/** The policy of one document (decision 019); without options, the strictest: our origin only. */
export function contentSecurityPolicy(options: DocumentPolicyOptions = {}): string {
  const thirdParties = options.thirdParties ?? [];
  const extra = options.extra ?? NO_EXTRA_SOURCES;
  const of = (directive: Directive) =>
    list(...thirdParties.map((name) => THIRD_PARTY_POLICIES[name].sources[directive] ?? []));
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  // With 'strict-dynamic' browsers ignore host sources and 'self' for scripts, so none is listed.
  const scripts = options.nonce
    ? [...nonce, "'strict-dynamic'"]
    : list(["'self'"], options.scriptHashes ?? [], of('script'), extra.script);
  const frames = of('frame');
  const workers = of('worker');
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Inline styles only by nonce (a third party's <style> elements); style attributes never.
    `style-src ${list(["'self'"], nonce, of('style')).join(' ')}`,
    `img-src ${list(["'self'", 'data:', 'blob:'], of('img')).join(' ')}`,
    `font-src ${list(["'self'"], of('font')).join(' ')}`,
    `connect-src ${list(["'self'"], of('connect'), extra.connect).join(' ')}`,
    // The app's shell (nonced) plays purchased leads' call recordings, which lead vendors host on
    // their own call-tracking services: audio from any https host, never a script (decision 028).
    `media-src ${list(["'self'"], options.nonce ? ['https:'] : [], extra.media).join(' ')}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    ...(workers.length > 0 ? [`worker-src ${workers.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
