/** Every public route of docs/product.md §2.1, prerendered at build time and listed in sitemap.xml. */
export const PUBLIC_PATHS = [
  '/',
  '/landing-page',
  '/premiumleads',
  '/exclusiveleads',
  '/terms-and-conditions',
  '/agreement',
  '/privacy-policy',
  '/faq',
  '/refund',
  '/unsubscribe',
  '/privacy/sellers',
  '/docs',
  '/affiliate',
  '/affiliate-signup',
  '/webinar',
  '/plans',
  '/marketplace',
  // Issue 22.5: the lead-quality index, and Texas standing for the state pages, which share one
  // template: the per-page checks (accessibility, CSP, headers) run on these two.
  '/lead-quality',
  '/lead-quality/tx',
] as const;

/** Issue 22.5: every state's lead-quality page (the lower-case codes of US_STATES in @app/shared). */
export const LEAD_QUALITY_STATE_CODES = [
  'al',
  'ak',
  'az',
  'ar',
  'ca',
  'co',
  'ct',
  'de',
  'dc',
  'fl',
  'ga',
  'hi',
  'id',
  'il',
  'in',
  'ia',
  'ks',
  'ky',
  'la',
  'me',
  'md',
  'ma',
  'mi',
  'mn',
  'ms',
  'mo',
  'mt',
  'ne',
  'nv',
  'nh',
  'nj',
  'nm',
  'ny',
  'nc',
  'nd',
  'oh',
  'ok',
  'or',
  'pa',
  'ri',
  'sc',
  'sd',
  'tn',
  'tx',
  'ut',
  'vt',
  'va',
  'wa',
  'wv',
  'wi',
  'wy',
] as const;

/** Every page prerendered at build time and listed in sitemap.xml: the public pages and each state's. */
export const PRERENDERED_PATHS: readonly string[] = [
  ...new Set<string>([...PUBLIC_PATHS, ...LEAD_QUALITY_STATE_CODES.map((code) => `/lead-quality/${code}`)]),
];

/** The customer and admin areas and the sign-in flows: client-only, kept out of search engines (robots.txt). */
export const PRIVATE_PATH_PREFIXES = [
  '/dashboard',
  '/purchased-leads',
  '/wallet',
  '/billing',
  '/requests',
  '/account',
  '/admin',
  '/login',
  '/sign-up',
  '/verify-email',
  '/reset-password',
  '/forgot-password',
  '/confirm-email',
  '/confirm-newsletter',
] as const;

/**
 * Issue 24.1: the customer area's pages whose first screen is prerendered — the frame, the page's
 * title and everything of the page that does not wait for the member's data — so that it paints
 * with the HTML instead of after the code. They are private all the same: never in the sitemap,
 * noindex, and the API sends a visitor without a session to the login page instead. Left out:
 * /dashboard/plans (its tab follows the UI state, set once the code runs), /billing (its card form
 * reads the current year) and /account (nothing of it shows before the member is known).
 */
export const CUSTOMER_AREA_PRERENDERED_PATHS = [
  '/dashboard',
  '/dashboard/marketplace',
  '/dashboard/pipeline',
  '/dashboard/roi',
  '/dashboard/team',
  '/purchased-leads/get-purchased-premium-leads',
  '/purchased-leads/exclusive-leads',
  '/purchased-leads/api-keys',
  '/purchased-leads/connect-webhook',
  '/purchased-leads/connect-sheet',
  '/purchased-leads/connect-go-high-level',
  '/wallet',
  '/requests',
] as const;
