/** Domain vocabulary shared by the API, the web app and the seed data. */

export const LEAD_TYPES = ['premium', 'exclusive'] as const;

/**
 * Issue 22.1: where a purchased lead stands in the buyer's work, in the order a deal goes. Any
 * status may follow any other (decision 032): a dead seller calls back, a contract falls through.
 * Here rather than beside the pipeline's contracts: the pull API's lead carries it too.
 */
export const PIPELINE_STATUSES = [
  'new',
  'contacted',
  'appointment_set',
  'offer_made',
  'under_contract',
  'closed',
  'dead',
] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
export type LeadType = (typeof LEAD_TYPES)[number];

export const PROPERTY_TYPES = [
  'Single Family',
  'Multi Family',
  'Condo',
  'Townhouse',
  'Mobile Home',
  'Vacant Land',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const SELLING_TIMELINES = ['ASAP', '1-3 months', '3-6 months', '6-12 months'] as const;
export type SellingTimeline = (typeof SELLING_TIMELINES)[number];

export const SELLING_REASONS = [
  'Behind on payments',
  'Divorce',
  'Inherited property',
  'Relocating',
  'Tired landlord',
  'Needs major repairs',
  'Downsizing',
  'Job loss',
  'Vacant property',
  'Tax liens',
  'Medical bills',
  'Retiring',
] as const;

/** docs/product.md §3: billing period values MONTHLY and YEARLY, filter values monthly and yearly. */
export const PLAN_OCCURRENCES = ['monthly', 'yearly'] as const;
export type PlanOccurrence = (typeof PLAN_OCCURRENCES)[number];
export const BILLING_PERIOD = { MONTHLY: 'monthly', YEARLY: 'yearly' } as const;

/**
 * docs/product.md §14: a first-payment promo code (WELCOME50) covers one month's worth. On a
 * monthly plan its percentage comes off the first payment; on a yearly plan off a twelfth of the
 * yearly price, never off the whole year. Integer cents, half a cent rounding up.
 */
export function firstMonthDiscountCents(
  priceCents: number,
  occurrence: PlanOccurrence,
  percentOff: number,
): number {
  const monthsInPeriod = occurrence === 'yearly' ? 12 : 1;
  return Math.round((priceCents * percentOff) / (100 * monthsInPeriod));
}

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * A person's part in an account (issue 22.4, decision 036), least to most: a viewer reads the
 * account's leads, pipeline and ROI; a buyer also buys, takes and works leads; the owner also
 * manages billing, the wallet, integrations and the team. Someone in no team owns their own account.
 */
export const TEAM_ROLES = ['viewer', 'buyer', 'owner'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an owner gives: there is one owner per account. */
export const TEAM_MEMBER_ROLES = ['buyer', 'viewer'] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  buyer: 'Buyer',
  viewer: 'Viewer',
};

export const AFFILIATE_STATUSES = ['new', 'contacted', 'active', 'paused'] as const;

/** docs/product.md §9: replacement cases (premium) and refund cases (exclusive). */
export const REPLACEMENT_REASONS = [
  'Incorrect lead type',
  'Listed on MLS',
  'Already sold',
  'Unmotivated seller',
] as const;
export const REFUND_REASONS = [
  'Invalid contact info',
  'Duplicate',
  'Wholesaler submission',
  'Seller not interested',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/**
 * Approved refunds for these reasons say the lead is worth nothing to anyone: it is withdrawn.
 * Any other approved refund puts it back on sale (decision 016).
 */
export const WORTHLESS_REFUND_REASONS: readonly RefundReason[] = [
  'Invalid contact info',
  'Duplicate',
  'Wholesaler submission',
];
export const refundWithdrawsLead = (reason: string): boolean =>
  (WORTHLESS_REFUND_REASONS as readonly string[]).includes(reason);

export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsStateCode = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as [UsStateCode, ...UsStateCode[]];

/**
 * How duplicates are judged at import and when the team edits a lead (docs/decisions/022), in the
 * words the import preview shows the team.
 */
export const DUPLICATE_LEAD_RULE =
  "A row is a duplicate, and skipped, only when a lead with the same phone number and the same street address and ZIP already exists, in SellerSignal or earlier in the file. The same phone at another address is another property (a landlord's second house) and is imported.";

/** The international mile: customers search the marketplace in miles (decision 021). */
export const KM_PER_MILE = 1.609344;

/**
 * Orders of the marketplace list: newest first (the default), exclusive price low to high or high
 * to low (premium leads, paid with a credit, after them), nearest first (a radius search only).
 */
export const MARKETPLACE_SORTS = ['newest', 'price_low', 'price_high', 'distance'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];

/** How far the marketplace searches around a point, at most (docs/decisions/010 sized the cells for it). */
export const MAX_RADIUS_MILES = 300;
