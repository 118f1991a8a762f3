/** Every public route of spec section 2, prerendered at build time and listed in sitemap.xml. */
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
  '/docs',
  '/affiliate',
  '/affiliate-signup',
  '/webinar',
  '/plans',
  '/marketplace',
] as const;
