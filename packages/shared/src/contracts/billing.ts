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
});

export const paymentSchema = z.object({
  _id: z.string(),
  kind: z.enum(['subscription', 'topup']),
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

export const billingOverviewSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  payment_method: paymentMethodSchema.nullable(),
  payments: z.array(paymentSchema),
  payments_are_test_mode: z.boolean(),
  billing_details: billingDetailsSchema,
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

export const createSubscription = defineEndpoint({
  method: 'POST',
  path: 'billing/create-subscription',
  tag: 'Billing',
  auth: 'session',
  summary: 'Subscribe to a plan',
  description:
    "Charges the first period, starts the subscription and grants the month's premium credits. WELCOME50 (taken at sign-up or given here) takes 50% off one month's worth: half the first payment of a monthly plan, half a twelfth of a yearly one; it can be redeemed once per person (e-mail, card or payment customer), else 409 on promo_code. Memberships renew automatically until cancelled.",
  body: z.strictObject({ plan_id: idSchema, promo_code: z.string().trim().max(40).optional() }),
  response: envelope(billingOverviewSchema.extend({ first_payment: firstPaymentSchema })),
});

export const changePlan = defineEndpoint({
  method: 'POST',
  path: 'billing/change-plan',
  tag: 'Billing',
  auth: 'session',
  summary: 'Switch to another plan from the next renewal',
  body: z.strictObject({ plan_id: idSchema }),
  response: envelope(billingOverviewSchema),
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
