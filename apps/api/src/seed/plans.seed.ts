import type { plans } from '../db/schema/index.js';

type PlanInsert = typeof plans.$inferInsert;

const benefits = (...items: string[]) => items.map((benefit, i) => ({ id: String(i + 1), benefit }));

/**
 * docs/product.md §14: Basic $99/month with 25 premium credits (the headline offer), a recommended
 * Pro with more credits, an Enterprise at price 0 ('Contact Us'); yearly variants discounted.
 * The pricing card lists credits and entitlements from their columns (decision 029), so the
 * benefits hold only what those do not say; and a card shows 40 characters of the details, so
 * each reads whole within them.
 */
export const SEED_PLANS: PlanInsert[] = [
  {
    packageKey: 'basic',
    name: 'Basic',
    details: '25 fresh motivated-seller leads a month',
    occurrence: 'monthly',
    priceCents: 9_900,
    premiumCreditsPerMonth: 25,
    sortOrder: 1,
    savedSearchesLimit: 1,
    textAlerts: false,
    apiKeysLimit: 2,
    webhookEndpointsLimit: 2,
    teamSeats: 1,
    benefits: benefits(
      'Full seller name, phone and property address',
      'CSV export for any CRM',
      'Google Sheet and Go High Level delivery',
      'Replacement for bad premium leads',
    ),
  },
  {
    packageKey: 'basic',
    name: 'Basic',
    details: '25 fresh leads a month, two months free',
    occurrence: 'yearly',
    priceCents: 99_000,
    premiumCreditsPerMonth: 25,
    sortOrder: 1,
    savedSearchesLimit: 1,
    textAlerts: false,
    apiKeysLimit: 2,
    webhookEndpointsLimit: 2,
    teamSeats: 1,
    benefits: benefits(
      'Two months free compared with monthly billing',
      'CSV export for any CRM',
      'Google Sheet and Go High Level delivery',
      'Replacement for bad premium leads',
    ),
  },
  {
    packageKey: 'pro',
    name: 'Pro',
    details: '100 leads a month for active wholesalers',
    occurrence: 'monthly',
    priceCents: 29_900,
    premiumCreditsPerMonth: 100,
    isRecommended: true,
    sortOrder: 2,
    savedSearchesLimit: 25,
    textAlerts: true,
    apiKeysLimit: 10,
    webhookEndpointsLimit: 10,
    teamSeats: 3,
    benefits: benefits(
      'Google Sheet and Go High Level delivery',
      'Priority support from our acquisitions team',
    ),
  },
  {
    packageKey: 'pro',
    name: 'Pro',
    details: '100 leads a month, two months free',
    occurrence: 'yearly',
    priceCents: 299_000,
    premiumCreditsPerMonth: 100,
    isRecommended: true,
    sortOrder: 2,
    savedSearchesLimit: 25,
    textAlerts: true,
    apiKeysLimit: 10,
    webhookEndpointsLimit: 10,
    teamSeats: 3,
    benefits: benefits(
      'Two months free compared with monthly billing',
      'Priority support from our acquisitions team',
    ),
  },
  {
    packageKey: 'enterprise',
    name: 'Enterprise',
    details: 'Custom volume and exclusive territories',
    occurrence: 'monthly',
    priceCents: 0,
    premiumCreditsPerMonth: 500,
    sortOrder: 3,
    savedSearchesLimit: null,
    textAlerts: true,
    apiKeysLimit: null,
    webhookEndpointsLimit: null,
    teamSeats: 10,
    benefits: benefits(
      'Custom lead volume on request',
      'Exclusive-lead allocations by market',
      'Dedicated account manager',
      'CRM onboarding for your team',
    ),
  },
  {
    packageKey: 'enterprise',
    name: 'Enterprise',
    details: 'Custom volume and exclusive territories',
    occurrence: 'yearly',
    priceCents: 0,
    premiumCreditsPerMonth: 500,
    sortOrder: 3,
    savedSearchesLimit: null,
    textAlerts: true,
    apiKeysLimit: null,
    webhookEndpointsLimit: null,
    teamSeats: 10,
    benefits: benefits(
      'Custom lead volume on request',
      'Exclusive-lead allocations by market',
      'Dedicated account manager',
      'CRM onboarding for your team',
    ),
  },
];

/** Credit packs on sale to members of each package (issue 20.2): dearer per credit than the plan itself. */
export const SEED_CREDIT_PACKS: { packageKey: string; credits: number; priceCents: number }[] = [
  { packageKey: 'basic', credits: 10, priceCents: 4_900 },
  { packageKey: 'pro', credits: 25, priceCents: 8_900 },
];
