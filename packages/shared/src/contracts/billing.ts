import { z } from 'zod';
import { envelope, idSchema, listEnvelope, pageQuery } from './common.js';
import { paymentMethodSchema } from './customers.js';
import { defineEndpoint } from './endpoint.js';
import { planSchema } from './plans.js';

export const subscriptionSchema = z.object({
  _id: z.string(),
  plan: planSchema,
  /** active; past_due: the renewal failed and taking leads is suspended until paid; canceled. */
  status: z.enum(['active', 'past_due', 'canceled']),
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  /** A scheduled price change of the plan, announced at least a month ahead. */
  upcoming_price: z.object({ price: z.number(), effective_at: z.string() }).nullable(),
  /** The plan chosen to take over at the next renewal (a downgrade or a change of billing period); undone by billing/cancel-plan-change. */
  pending_plan: planSchema.nullable(),
});

export const paymentSchema = z.object({
  _id: z.string(),
  /** plan_change: the prorated difference of an upgrade; credit_pack: extra premium credits. */
  kind: z.enum(['subscription', 'topup', 'plan_change', 'credit_pack']),
  amount: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  failure_reason: z.string().nullable(),
  /**
   * What the card holder's bank or the payment provider did to a succeeded payment afterwards:
   * disputed (under way; what it paid for is reversed meanwhile), charged_back (dispute lost),
   * refunded. Null while the payment stands.
   */
  reversal: z.enum(['disputed', 'charged_back', 'refunded']).nullable(),
  /** US dollars taken back by the reversal. */
  reversed_amount: z.number(),
  created_at: z.string(),
  /** The invoice of a succeeded charge: its number and a link to its PDF. */
  invoice: z.object({ number: z.string(), pdf_url: z.string() }).nullable(),
});

/** An invoice: one per succeeded charge, numbered per year with no gap (YYYY-NNNNNN). */
export const invoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  issued_at: z.string(),
  description: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  promo_code: z.string().nullable(),
  total: z.number(),
  billed_name: z.string(),
  billed_email: z.string(),
  /** Opens the PDF; signed, so it works from the receipt e-mail without signing in. */
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Who invoices are made out to (null: the member's own name, no address). */
export const billingDetailsSchema = z.object({
  billing_name: z.string().nullable(),
  billing_address: z.string().nullable(),
});

/** Extra premium credits on sale to members of a plan (issue 20.2), priced by the team. */
export const creditPackSchema = z.object({
  _id: z.string(),
  credits: z.number().int(),
  /** US dollars. */
  price: z.number(),
  price_per_credit: z.number(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

export const billingOverviewSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  payment_method: paymentMethodSchema.nullable(),
  payments: z.array(paymentSchema),
  payments_are_test_mode: z.boolean(),
  billing_details: billingDetailsSchema,
  /** The packs the member's plan offers; empty without an active subscription. */
  credit_packs: z.array(creditPackSchema),
  /** Premium credits left in the current credit month, and when they are forfeited. */
  credits_left: z.number().int(),
  credits_reset_at: z.string().nullable(),
  /** What a credit pack paid from the wallet can use, in US dollars. */
  wallet_balance: z.number(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const getBilling = defineEndpoint({
  method: 'GET',
  path: 'billing/get-billing',
  tag: 'Billing',
  auth: 'session',
  summary: 'Current plan, renewal date, payment method on file and payment history',
  response: envelope(billingOverviewSchema),
});

/** What the first payment of a new subscription was: the plan's price, the promo code's discount, the charge. */
export const firstPaymentSchema = z.object({
  promo_code: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
  charged: z.number(),
});

/**
 * The total the page showed in its order summary. When given and the charge would now be a
 * different amount (a promo already used, a day gone by), nothing is charged: 409 on expected_total.
 */
const expectedTotal = z.number().min(0).max(1_000_000).optional();

const payWith = z.enum(['card', 'wallet'], { message: 'pay_with must be card or wallet' });

/** The action to summarise, with what it needs: a plan (subscribe, change_plan) or a pack and how to pay it. */
const chargeAction = z
  .strictObject({
    action: z.enum(['subscribe', 'change_plan', 'buy_credit_pack'], {
      message: 'action must be subscribe, change_plan or buy_credit_pack',
    }),
    plan_id: idSchema.optional(),
    promo_code: z.string().trim().max(40).optional(),
    pack_id: idSchema.optional(),
    pay_with: payWith.optional(),
  })
  .superRefine((value, issues) => {
    if (value.action !== 'buy_credit_pack' && !value.plan_id)
      issues.addIssue({ code: 'custom', path: ['plan_id'], message: 'plan_id is required' });
    if (value.action === 'buy_credit_pack' && !value.pack_id)
      issues.addIssue({ code: 'custom', path: ['pack_id'], message: 'pack_id is required' });
  });

/** What a charge will be, shown before it is made (issue 20.3). */
export const orderSummarySchema = z.object({
  action: z.enum(['subscribe', 'change_plan', 'buy_credit_pack']),
  /** 'Pro plan (monthly)', 'Upgrade from Basic to Pro (monthly)', '10 premium credits'. */
  title: z.string(),
  /** now: charged and applied on confirming; renewal: nothing is charged today. */
  takes_effect: z.enum(['now', 'renewal']),
  effective_at: z.string(),
  /** The period the charge pays for, or the change's period; null when nothing is charged. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** Each line of the summary in US dollars: the price, a proration, the promo (negative). */
  lines: z.array(z.object({ label: z.string(), amount: z.number() })),
  promo_code: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  /** Premium credits added at once on confirming. */
  credits_now: z.number().int(),
  /** How the total is paid; null when there is nothing to pay. */
  pay_with: z.enum(['card', 'wallet']).nullable(),
  payment_method: paymentMethodSchema.nullable(),
  /** Plain sentences: when it renews and at what price, what happens to credits. */
  notes: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const previewCharge = defineEndpoint({
  method: 'POST',
  path: 'billing/preview-charge',
  tag: 'Billing',
  auth: 'session',
  summary: 'The order summary of a subscription, plan change or credit pack, before anything is charged',
  description:
    "Nothing is charged or changed. Send the summary's total as expected_total with the action: if the amount has changed since, the action answers 409 and charges nothing.",
  body: chargeAction,
  response: envelope(orderSummarySchema),
});

export const createSubscription = defineEndpoint({
  method: 'POST',
  path: 'billing/create-subscription',
  tag: 'Billing',
  auth: 'session',
  summary: 'Subscribe to a plan',
  description:
    "Charges the first period, starts the subscription and grants the month's premium credits. WELCOME50 (taken at sign-up or given here) takes 50% off one month's worth: half the first payment of a monthly plan, half a twelfth of a yearly one; it can be redeemed once per person (e-mail, card or payment customer), else 409 on promo_code. Memberships renew automatically until cancelled.",
  body: z.strictObject({
    plan_id: idSchema,
    promo_code: z.string().trim().max(40).optional(),
    expected_total: expectedTotal,
  }),
  response: envelope(billingOverviewSchema.extend({ first_payment: firstPaymentSchema })),
});

export const changePlan = defineEndpoint({
  method: 'POST',
  path: 'billing/change-plan',
  tag: 'Billing',
  auth: 'session',
  summary: 'Upgrade now with a prorated charge, or switch to a smaller plan at the next renewal',
  description:
    'A dearer plan of the same billing period applies at once: the price difference times the part of the period left is charged (rounded to the cent; nothing below $0.50) and the difference in monthly credits is added now; the renewal date stays. A cheaper plan, or a change between monthly and yearly, applies at the next renewal and can be undone until then with billing/cancel-plan-change. Send an Idempotency-Key: a repeat never charges twice.',
  body: z.strictObject({ plan_id: idSchema, expected_total: expectedTotal }),
  response: envelope(
    billingOverviewSchema.extend({
      plan_change: z.object({
        plan_name: z.string(),
        takes_effect: z.enum(['now', 'renewal']),
        effective_at: z.string(),
        charged: z.number(),
        credits_granted: z.number().int(),
      }),
    }),
  ),
});

export const cancelPlanChange = defineEndpoint({
  method: 'POST',
  path: 'billing/cancel-plan-change',
  tag: 'Billing',
  auth: 'session',
  summary: 'Keep the current plan: undo a switch scheduled for the next renewal',
  response: envelope(billingOverviewSchema),
});

export const buyCreditPack = defineEndpoint({
  method: 'POST',
  path: 'billing/buy-credit-pack',
  tag: 'Billing',
  auth: 'session',
  summary: 'Buy extra premium credits, valid until the current credit month ends',
  description:
    "Paid by the card on file or from the wallet. The credits are added at once and are forfeited with the month's own when it ends. Send an Idempotency-Key: a repeat never charges twice.",
  body: z.strictObject({
    pack_id: idSchema,
    pay_with: payWith,
    expected_total: expectedTotal,
  }),
  response: envelope(
    billingOverviewSchema.extend({
      credit_pack: z.object({
        credits: z.number().int(),
        charged: z.number(),
        pay_with: z.enum(['card', 'wallet']),
        valid_until: z.string(),
      }),
    }),
  ),
});

export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: 'billing/cancel-subscription',
  tag: 'Billing',
  auth: 'session',
  summary: 'Cancel at the end of the paid period',
  response: envelope(billingOverviewSchema),
});

export const resumeSubscription = defineEndpoint({
  method: 'POST',
  path: 'billing/resume-subscription',
  tag: 'Billing',
  auth: 'session',
  summary: 'Undo a cancellation before the period ends',
  response: envelope(billingOverviewSchema),
});

export const payPastDue = defineEndpoint({
  method: 'POST',
  path: 'billing/pay-past-due',
  tag: 'Billing',
  auth: 'session',
  summary: 'Retry the failed renewal payment now',
  response: envelope(billingOverviewSchema),
});

/** Offline adapter: clearly labelled test cards. 4242… succeeds, 4000 0000 0000 0002 is declined. */
export const savePaymentMethod = defineEndpoint({
  method: 'POST',
  path: 'billing/save-payment-method',
  tag: 'Billing',
  auth: 'session',
  summary: 'Save the card used for renewals and top-ups',
  description:
    'With Stripe, send the payment_method id created by Stripe Elements in the browser. In offline test mode, send a test card number (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined on every charge) with its expiry.',
  body: z.strictObject({
    payment_method_id: z.string().max(255).optional(),
    test_card_number: z
      .string()
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{16}$/, 'Enter the 16 digits of the card number'))
      .optional(),
    exp_month: z.number().int().min(1, 'Month must be 1 to 12').max(12, 'Month must be 1 to 12').optional(),
    exp_year: z.number().int().min(2024).max(2100).optional(),
    /** Test mode asks what a real card form asks; Stripe Elements checks them itself. */
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits of the security code')
      .optional(),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code')
      .optional(),
  }),
  response: envelope(billingOverviewSchema),
});

/** `label` is the field as the Billing page names it, so the same message reads well there and in the API. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const updateBillingDetails = defineEndpoint({
  method: 'POST',
  path: 'billing/update-billing-details',
  tag: 'Billing',
  auth: 'session',
  summary: 'Set the name and postal address printed on invoices',
  description:
    "Applies to invoices issued from now on; an invoice never changes once issued. An empty value falls back to the member's own name and no address.",
  body: z.strictObject({
    billing_name: optionalText('Name on invoices', 120),
    billing_address: optionalText('Postal address', 400).refine(
      (value) => value === null || value.split('\n').length <= 6,
      'Postal address may have at most 6 lines',
    ),
  }),
  response: envelope(billingOverviewSchema),
});

export const downloadInvoice = defineEndpoint({
  method: 'GET',
  path: 'billing/download-invoice',
  tag: 'Billing',
  auth: 'public',
  summary: 'An invoice as a PDF, from the signed link in the receipt or in Billing',
  description: 'application/pdf. The link is signed; a link with a wrong signature answers 404.',
  query: z.strictObject({
    id: z.uuid('id must be an invoice id'),
    signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature is not valid'),
  }),
  response: z.instanceof(Uint8Array),
});

export const getInvoicesForTeam = defineEndpoint({
  method: 'GET',
  path: 'admin/get-invoices',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Every invoice, newest first; search by number, customer name or e-mail',
  query: z.strictObject({ ...pageQuery, search: z.string().trim().max(100).optional() }),
  response: listEnvelope(invoiceSchema),
});

/** A credit pack as the console lists it: with its plan, whether it is on sale and how often it sold. */
export const adminCreditPackSchema = creditPackSchema.extend({
  plan_id: z.string(),
  plan_name: z.string(),
  plan_occurance: z.enum(['monthly', 'yearly']),
  is_active: z.boolean(),
  sold: z.number().int(),
});

export const getCreditPacksForTeam = defineEndpoint({
  method: 'GET',
  path: 'admin/get-credit-packs',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Every credit pack of every plan, on sale or not',
  response: envelope(z.array(adminCreditPackSchema)),
});

const packFields = {
  credits: z
    .number({ message: 'Credits must be a whole number' })
    .int('Credits must be a whole number')
    .min(1, 'Credits must be at least 1')
    .max(10_000, 'Credits must be at most 10,000'),
  price: z
    .number({ message: 'Price must be a number' })
    .min(1, 'Price must be at least $1')
    .max(100_000, 'Price must be at most $100,000')
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'Price must be in whole cents',
    ),
};

export const createCreditPack = defineEndpoint({
  method: 'POST',
  path: 'admin/create-credit-pack',
  tag: 'Admin',
  auth: 'admin',
  summary: "Put a credit pack on sale to a plan's members",
  body: z.strictObject({ plan_id: idSchema, ...packFields }),
  response: envelope(adminCreditPackSchema),
});

export const updateCreditPack = defineEndpoint({
  method: 'POST',
  path: 'admin/update-credit-pack',
  tag: 'Admin',
  auth: 'admin',
  summary: "Change a pack's credits or price, or take it off sale (packs already bought do not change)",
  body: z.strictObject({
    id: idSchema,
    credits: packFields.credits.optional(),
    price: packFields.price.optional(),
    is_active: z.boolean().optional(),
  }),
  response: envelope(adminCreditPackSchema),
});
