import { z } from 'zod';
import { envelope, pageQuery, paginationSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

export const WALLET_ENTRY_KINDS = [
  'topup',
  'purchase',
  'refund',
  'reward',
  'adjustment',
  'chargeback',
  'chargeback_restored',
  'provider_refund',
  'debt_repayment',
  'credit_pack',
] as const;

export const walletEntrySchema = z.object({
  _id: z.string(),
  /**
   * chargeback: a disputed top-up taken back; chargeback_restored: given back when the dispute
   * was won; provider_refund: a top-up refunded by the payment provider; debt_repayment: money
   * in that paid what a reversal left owing.
   */
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** US dollars; negative for money spent. */
  amount: z.number(),
  /** How the entry changed what the member owes: a reversal of money already spent adds to it. */
  owed_change: z.number(),
  description: z.string(),
  event_name: z.string().nullable(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const getWallet = defineEndpoint({
  method: 'GET',
  path: 'wallet/get-wallet',
  tag: 'Wallet',
  auth: 'session',
  summary: 'Wallet balance and ledger history, newest first',
  query: z.strictObject({ ...pageQuery }),
  response: z.object({
    message: z.string(),
    result: z.object({
      balance: z.number(),
      /**
       * Owed after a payment was disputed or refunded once its money was spent (docs/product.md
       * §14). The next money in pays it first; no lead can be bought or taken until it is 0.
       */
      debt: z.number(),
      entries: z.array(walletEntrySchema),
      payments_are_test_mode: z.boolean(),
    }),
    pagination: paginationSchema,
  }),
});

/** Binary floating point: 10.07 * 100 is 1007.0000000000001, so "whole cents" allows that much. */
const CENT_TOLERANCE = 1e-6;
const isWholeCents = (dollars: number) =>
  Math.abs(dollars * 100 - Math.round(dollars * 100)) < CENT_TOLERANCE;

/** Top-ups from $10 to $5,000, in whole cents. */
export const topUpSchema = z.strictObject({
  amount: z
    .number({ message: 'amount must be a number of US dollars' })
    .min(10, 'The smallest top-up is $10')
    .max(5000, 'The largest top-up is $5,000')
    .refine(isWholeCents, 'amount can have at most two decimals'),
  payment_method_id: z.string().max(255).optional(),
});

export const createTopUp = defineEndpoint({
  method: 'POST',
  path: 'wallet/create-top-up',
  tag: 'Wallet',
  auth: 'session',
  summary: 'Add funds to the wallet',
  description:
    'Charges the saved card through the payment provider and credits the wallet once the payment succeeds. Send an Idempotency-Key header so a retried request never charges twice.',
  body: topUpSchema,
  response: envelope(
    z.object({
      status: z.enum(['succeeded', 'requires_action', 'failed']),
      balance: z.number(),
      /** Stripe only: the client secret to confirm a payment that needs the customer's action. */
      client_secret: z.string().nullable(),
      failure_reason: z.string().nullable(),
    }),
  ),
});
