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
] as const;

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
