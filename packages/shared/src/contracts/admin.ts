import { z } from 'zod';
import {
  AFFILIATE_STATUSES,
  LEAD_TYPES,
  PROPERTY_TYPES,
  SELLING_TIMELINES,
  US_STATE_CODES,
} from '../domain.js';
import { leadDetailsInputShape, leadDetailsSchema } from '../lead-details.js';
import { checkUsPhone } from '../phone.js';
import { emailSchema, envelope, idSchema, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { planSchema } from './plans.js';

/** The operations console's API (issue: operations console). Every endpoint is admin-only and audited. */

// ---------- Leads ----------

export const leadInputSchema = z.strictObject({
  lead_name: z.string({ message: 'lead_name is required' }).trim().min(1, 'lead_name is required').max(120),
  /** A US number as typed; stored in E.164 (docs/decisions/022). */
  lead_phone: z
    .string({ message: 'lead_phone is required' })
    .trim()
    .min(1, 'lead_phone is required')
    .max(30, 'lead_phone must be at most 30 characters')
    .superRefine((value, ctx) => {
      const checked = checkUsPhone(value);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: `lead_phone ${checked.reason}` });
    }),
  property_type: z.enum(PROPERTY_TYPES, {
    message: `property_type must be one of: ${PROPERTY_TYPES.join(', ')}`,
  }),
  listed: z.boolean().default(false),
  reason: z.string({ message: 'reason is required' }).trim().min(1, 'reason is required').max(120),
  lead_type: z.enum(LEAD_TYPES, { message: 'lead_type must be premium or exclusive' }),
  selling_timeline: z.enum(SELLING_TIMELINES, {
    message: `selling_timeline must be one of: ${SELLING_TIMELINES.join(', ')}`,
  }),
  address_line_1: z
    .string({ message: 'address_line_1 is required' })
    .trim()
    .min(1, 'address_line_1 is required')
    .max(200),
  city: z.string({ message: 'city is required' }).trim().min(1, 'city is required').max(100),
  state: z.enum(US_STATE_CODES, { message: 'state must be a two-letter US state code' }),
  ZIP: z
    .string({ message: 'ZIP is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP must be 5 digits'),
  /** Exclusive leads only: price in US dollars. */
  price: z.number().min(1).max(10_000).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** Issue 18.3: the property and the conversation, all optional. */
  ...leadDetailsInputShape,
});
export type LeadInput = z.input<typeof leadInputSchema>;

export const createLead = defineEndpoint({
  method: 'POST',
  path: 'admin/create-lead',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Add one lead (coordinates from the ZIP when not given)',
  body: leadInputSchema.extend({ publish: z.enum(['now', 'next_window']).default('now') }),
  response: envelope(z.object({ _id: z.string(), status: z.string() })),
});

export const adminLeadSchema = z.object({
  _id: z.string(),
  lead_name: z.string(),
  lead_phone: z.string(),
  property_type: z.string(),
  listed: z.boolean(),
  reason: z.string(),
  lead_type: z.enum(LEAD_TYPES),
  selling_timeline: z.string(),
  address_line_1: z.string(),
  city: z.string(),
  state: z.string(),
  ZIP: z.string(),
  price: z.number().nullable(),
  status: z.enum(['scheduled', 'published', 'sold_out', 'expired', 'withdrawn']),
  buyers_count: z.number().int(),
  max_buyers: z.number().int(),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  county: z.string().nullable(),
  ...leadDetailsSchema.shape,
});

export const getAdminLeads = defineEndpoint({
  method: 'GET',
  path: 'admin/get-leads',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Search leads (any status)',
  query: z.strictObject({
    ...pageQuery,
    search: z.string().trim().max(100).optional(),
    status: z.enum(['scheduled', 'published', 'sold_out', 'expired', 'withdrawn']).optional(),
    state: z.enum(US_STATE_CODES).optional(),
    lead_type: z.enum(LEAD_TYPES).optional(),
    /** The leads one import added (its history page links here). */
    import_id: idSchema.optional(),
  }),
  response: listEnvelope(adminLeadSchema),
});

export const updateLead = defineEndpoint({
  method: 'POST',
  path: 'admin/update-lead',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Edit a lead',
  // listed is re-declared without its default, so an edit that leaves it out never unlists a lead.
  body: leadInputSchema.partial().extend({ id: idSchema, listed: z.boolean().optional() }),
  response: envelope(adminLeadSchema),
});

export const withdrawLead = defineEndpoint({
  method: 'POST',
  path: 'admin/withdraw-lead',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Take a lead off the marketplace (buyers who own it keep it)',
  body: z.strictObject({ id: idSchema, reason: z.string().trim().min(1, 'Say why').max(500) }),
  response: envelope(adminLeadSchema),
});

export const getLeadBuyers = defineEndpoint({
  method: 'GET',
  path: 'admin/get-lead-buyers',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Who took a lead and when',
  query: z.strictObject({ id: idSchema }),
  response: envelope(
    z.array(
      z.object({
        user_id: z.string(),
        name: z.string(),
        email: z.string(),
        purchased_at: z.string(),
        price_paid: z.number(),
      }),
    ),
  ),
});

// ---------- Affiliates ----------

export const affiliateDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  notes: z.string(),
  referral_code: z.string(),
  referral_link: z.string(),
  referred_customers: z.array(
    z.object({ _id: z.string(), name: z.string(), email: z.string(), joined_at: z.string() }),
  ),
  /** docs/product.md §14: net of reversals; held for 30 days, then payable until it is paid out. */
  commission_earned: z.number(),
  commission_held: z.number(),
  /** Below zero when a reversal came after a payout: later commission makes it up first. */
  commission_payable: z.number(),
  /** Taken back by disputes, refunds and approved lead refunds (and not given back). */
  commission_reversed: z.number(),
  paid_out: z.number(),
  /** Earned and not yet paid: held plus payable. */
  balance_owed: z.number(),
  payouts: z.array(z.object({ _id: z.string(), amount: z.number(), note: z.string(), paid_at: z.string() })),
});

export const getAffiliateDetails = defineEndpoint({
  method: 'GET',
  path: 'admin/get-affiliate-details',
  tag: 'Admin',
  auth: 'admin',
  summary: 'An affiliate: referred customers, 11% lifetime commission (held, payable, reversed), payouts',
  query: z.strictObject({ id: idSchema }),
  response: envelope(affiliateDetailsSchema),
});

export const updateAffiliate = defineEndpoint({
  method: 'POST',
  path: 'admin/update-affiliate',
  tag: 'Admin',
  auth: 'admin',
  summary: "Change an affiliate's status or notes",
  body: z.strictObject({
    id: idSchema,
    status: z.enum(AFFILIATE_STATUSES).optional(),
    notes: z.string().max(5000).optional(),
  }),
  response: envelope(affiliateDetailsSchema),
});

export const recordAffiliatePayout = defineEndpoint({
  method: 'POST',
  path: 'admin/record-affiliate-payout',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Record money paid to an affiliate',
  description:
    'At most the commission payable now: earned, past its 30-day hold, not reversed and not yet paid out.',
  body: z.strictObject({
    affiliate_id: idSchema,
    amount: z.number().min(0.01).max(1_000_000),
    note: z.string().trim().max(500).default(''),
  }),
  response: envelope(affiliateDetailsSchema),
});

// ---------- Plans ----------

export const adminPlanSchema = planSchema.extend({
  is_retired: z.boolean(),
  subscribers: z.number().int(),
  scheduled_price_changes: z.array(
    z.object({ new_price: z.number(), effective_at: z.string(), notified_at: z.string().nullable() }),
  ),
});

export const getAdminPlans = defineEndpoint({
  method: 'GET',
  path: 'admin/get-plans',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Every plan, retired ones included',
  response: envelope(z.array(adminPlanSchema)),
});

/** A plan's limit: a whole number from 0 (not included) to 10,000, or null for unlimited. */
const entitlementLimit = (label: string) =>
  z
    .number({ message: `${label} must be a whole number or unlimited` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(10_000, `${label} must be at most 10,000`)
    .nullable();

const planFields = {
  plan_name: z.string().trim().min(1, 'plan_name is required').max(60),
  plan_details: z.string().trim().min(1, 'plan_details is required').max(300),
  premium_credits: z.number().int().min(0).max(100_000),
  is_recommended: z.boolean(),
  benefits: z.array(z.string().trim().min(1).max(200)).max(20),
  entitlements: z
    .strictObject({
      saved_searches: entitlementLimit('Saved searches'),
      text_alerts: z.boolean({ message: 'Text alerts must be true or false' }),
      api_keys: entitlementLimit('API keys'),
      webhook_endpoints: entitlementLimit('Webhook endpoints'),
      team_seats: entitlementLimit('Team seats'),
    })
    .optional(),
};

export const createPlan = defineEndpoint({
  method: 'POST',
  path: 'admin/create-plan',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Create a plan',
  body: z.strictObject({
    ...planFields,
    plan_occurance: z.enum(['monthly', 'yearly']),
    price: z.number().min(0).max(100_000),
  }),
  response: envelope(adminPlanSchema),
});

export const updatePlan = defineEndpoint({
  method: 'POST',
  path: 'admin/update-plan',
  tag: 'Admin',
  auth: 'admin',
  summary: "Edit a plan's name, details, credits and benefits (prices change by schedule)",
  body: z.strictObject({ id: idSchema, ...z.object(planFields).partial().shape }),
  response: envelope(adminPlanSchema),
});

export const schedulePriceChange = defineEndpoint({
  method: 'POST',
  path: 'admin/schedule-price-change',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Change a price from a date at least one month ahead; every subscriber is told now',
  body: z.strictObject({
    plan_id: idSchema,
    new_price: z.number().min(0).max(100_000),
    effective_at: z.iso.datetime({ offset: true }),
  }),
  response: envelope(adminPlanSchema),
});

export const retirePlan = defineEndpoint({
  method: 'POST',
  path: 'admin/retire-plan',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Stop selling a plan; existing subscribers keep it',
  body: z.strictObject({ id: idSchema }),
  response: envelope(adminPlanSchema),
});

// ---------- Customers and wallet rewards ----------

export const adminCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
  plan_name: z.string().nullable(),
  subscription_status: z.string().nullable(),
  wallet_balance: z.number(),
  leads_owned: z.number().int(),
  joined_at: z.string(),
});

export const getCustomers = defineEndpoint({
  method: 'GET',
  path: 'admin/get-customers',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Search members',
  query: z.strictObject({ ...pageQuery, search: z.string().trim().max(100).optional() }),
  response: listEnvelope(adminCustomerSchema),
});

export const createWalletAdjustment = defineEndpoint({
  method: 'POST',
  path: 'admin/create-wallet-adjustment',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Credit a giveaway or event reward, or correct a wallet (never below zero)',
  body: z.strictObject({
    user_id: idSchema,
    kind: z.enum(['reward', 'adjustment'], { message: 'kind must be reward or adjustment' }),
    amount: z
      .number()
      .min(-100_000)
      .max(100_000)
      .refine((v) => v !== 0, 'amount cannot be 0'),
    event_name: z.string().trim().max(120).optional(),
    reason: z
      .string({ message: 'Give a reason the customer will see' })
      .trim()
      .min(1, 'Give a reason the customer will see')
      .max(300),
  }),
  response: envelope(adminCustomerSchema),
});

// ---------- Messages ----------

export const getContactMessages = defineEndpoint({
  method: 'GET',
  path: 'admin/get-contact-messages',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Messages sent through the public contact form',
  query: z.strictObject({ ...pageQuery, handled: z.enum(['true', 'false']).optional() }),
  response: listEnvelope(
    z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      message: z.string(),
      is_handled: z.boolean(),
      created_at: z.string(),
    }),
  ),
});

export const markContactMessageHandled = defineEndpoint({
  method: 'POST',
  path: 'admin/mark-contact-message-handled',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Mark a contact message as handled (or not)',
  body: z.strictObject({ id: idSchema, is_handled: z.boolean() }),
  response: envelope(z.boolean()),
});

export const getNewsletterSubscribers = defineEndpoint({
  method: 'GET',
  path: 'admin/get-newsletter-subscribers',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Newsletter addresses and whether each is subscribed',
  query: z.strictObject({
    ...pageQuery,
    subscribed: z.enum(['true', 'false']).optional(),
    search: z.string().trim().max(100).optional(),
  }),
  response: listEnvelope(
    z.object({
      email: emailSchema,
      is_subscribed: z.boolean(),
      subscribed_at: z.string(),
      unsubscribed_at: z.string().nullable(),
    }),
  ),
});

/** What became of a message in the outbox (docs/product.md §11). */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'offline'] as const;

export const getOutbox = defineEndpoint({
  method: 'GET',
  path: 'admin/get-outbox',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Every e-mail and text, sent or not, and every channel message the offline adapters recorded',
  query: z.strictObject({
    ...pageQuery,
    channel: z.enum(['email', 'sms', 'sheets', 'crm']).optional(),
    status: z.enum(OUTBOX_STATUSES).optional(),
  }),
  response: listEnvelope(
    z.object({
      _id: z.string(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      has_html: z.boolean(),
      template: z.string(),
      /** queued → sending → sent, or failed after the last attempt; offline when nothing sends it. */
      status: z.enum(OUTBOX_STATUSES),
      attempts: z.number().int(),
      provider_message_id: z.string().nullable(),
      last_error: z.string().nullable(),
      sent_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
