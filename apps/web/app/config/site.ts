/**
 * The one place the web app reads its configuration (CONTRIBUTING.md rule 7). Values come from
 * VITE_* variables at build time; every one has a working default so a fresh clone builds.
 */
// Vite replaces import.meta.env in the app; the build tooling (vite.config.ts) also imports this
// module to write sitemap.xml and robots.txt, and there it is undefined.
const env: Record<string, unknown> = import.meta.env ?? {};

function read(name: string, fallback: string, vars: Record<string, unknown> = env): string {
  const value = vars[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** Where the public site lives when VITE_APP_URL is not set: the origin of sitemap.xml's URLs. */
export const DEFAULT_SITE_ORIGIN = 'https://sellersignal.io';

/**
 * The absolute origin of the public pages (sitemap.xml, robots.txt), without a trailing slash.
 * The build passes Vite's resolved VITE_* variables; the app reads its own.
 */
export function siteOrigin(vars: Record<string, unknown> = env): string {
  return read('VITE_APP_URL', DEFAULT_SITE_ORIGIN, vars).replace(/\/+$/, '');
}

export const site = {
  name: read('VITE_BRAND_NAME', 'SellerSignal'),
  tagline: 'Motivated-seller leads for real-estate investors',
  supportEmail: read('VITE_SUPPORT_EMAIL', 'support@sellersignal.io'),
  /** `{host}` of docs/product.md §2.1 and §11: the web app's own origin unless told otherwise. */
  appUrl: read('VITE_APP_URL', ''),
  socials: {
    facebookGroup: read('VITE_FACEBOOK_GROUP_URL', 'https://www.facebook.com/groups/sellersignal'),
    instagram: read('VITE_INSTAGRAM_URL', 'https://www.instagram.com/sellersignal'),
    youtube: read('VITE_YOUTUBE_URL', 'https://www.youtube.com/@sellersignal'),
  },
  metaPixelId: read('VITE_META_PIXEL_ID', ''),
  googleMapsApiKey: read('VITE_GOOGLE_MAPS_API_KEY', ''),
  googleOAuthClientId: read('VITE_GOOGLE_OAUTH_CLIENT_ID', ''),
  stripePublishableKey: read('VITE_STRIPE_PUBLISHABLE_KEY', ''),
  affiliateProgramUrl: read('VITE_AFFILIATE_PROGRAM_URL', '/affiliate-signup'),
  /** Testimonial and tutorial videos; empty means a poster with the quote is shown instead. */
  videoBaseUrl: read('VITE_VIDEO_BASE_URL', ''),
  promoCode: 'WELCOME50',
  /** What WELCOME50 takes off one month's worth of the first payment (docs/product.md §14). */
  promoPercentOff: 50,
} as const;

/** An absolute link into the app, `{host}/path` in the words of docs/product.md §7. */
export const appHref = (path: string) => `${site.appUrl}${path}`;
