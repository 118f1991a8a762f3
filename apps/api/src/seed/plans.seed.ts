import type { plans } from '../db/schema/index.js';

type PlanInsert = typeof plans.$inferInsert;

const benefits = (...items: string[]) => items.map((benefit, i) => ({ id: String(i + 1), benefit }));

/**
 * docs/product.md §14: Basic $99/month with 25 premium credits (the headline offer), a recommended
 * Pro with more credits, an Enterprise at price 0 ('Contact Us'); yearly variants discounted.
 */
export const SEED_PLANS: PlanInsert[] = [
  {
    packageKey: 'basic',
    name: 'Basic',
    details: 'Start closing with 25 fresh premium motivated-seller leads every month.',
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
      '25 premium lead credits every month',
      'Full seller name, phone and property address',
      'CSV export for any CRM',
      'Webhook API, Google Sheet and Go High Level delivery',
      'Replacement for bad premium leads',
    ),
  },
  {
    packageKey: 'basic',
    name: 'Basic',
    details: 'Start closing with 25 fresh premium motivated-seller leads every month, billed yearly.',
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
      '25 premium lead credits every month',
      'Two months free compared with monthly billing',
      'CSV export for any CRM',
      'Webhook API, Google Sheet and Go High Level delivery',
      'Replacement for bad premium leads',
    ),
  },
  {
    packageKey: 'pro',
    name: 'Pro',
    details: 'For active wholesalers: 100 premium leads a month and first look at new uploads.',
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
      '100 premium lead credits every month',
      'New-lead alerts by email and text',
      'Saved searches by state, city, ZIP and radius',
      'Webhook API, Google Sheet and Go High Level delivery',
      'Priority support from our acquisitions team',
    ),
  },
  {
    packageKey: 'pro',
    name: 'Pro',
    details: 'For active wholesalers: 100 premium leads a month, billed yearly with two months free.',
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
      '100 premium lead credits every month',
      'Two months free compared with monthly billing',
      'New-lead alerts by email and text',
      'Saved searches by state, city, ZIP and radius',
      'Priority support from our acquisitions team',
    ),
  },
  {
    packageKey: 'enterprise',
    name: 'Enterprise',
    details: 'Teams and funds buying in several markets: custom volume, exclusive territories.',
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
      'Custom premium lead volume',
      'Exclusive-lead allocations by market',
      'Dedicated account manager',
      'Team seats and CRM onboarding',
    ),
  },
  {
    packageKey: 'enterprise',
    name: 'Enterprise',
    details: 'Teams and funds buying in several markets: custom volume, exclusive territories.',
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
      'Custom premium lead volume',
      'Exclusive-lead allocations by market',
      'Dedicated account manager',
      'Team seats and CRM onboarding',
    ),
  },
];

/** Credit packs on sale to members of each package (issue 20.2): dearer per credit than the plan itself. */
export const SEED_CREDIT_PACKS: { packageKey: string; credits: number; priceCents: number }[] = [
  { packageKey: 'basic', credits: 10, priceCents: 4_900 },
  { packageKey: 'pro', credits: 25, priceCents: 8_900 },
];
