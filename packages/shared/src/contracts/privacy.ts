import { z } from 'zod';
import { checkUsPhone } from '../phone.js';
import { envelope, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Issue 19.1: a seller asks us to stop selling their number. The public page texts a code to the
 * number (proof the person holds it), and the confirmed number goes on the suppression list.
 * Every answer is the same whether or not the number is in our data (no lookup oracle).
 */

const SELLER_PHONE_HINT = 'Enter a US phone number, e.g. (216) 555-0244';

/** A US number as a person types it, checked and turned into E.164 (+12165550244). */
export const sellerPhoneSchema = z
  .string({ message: SELLER_PHONE_HINT })
  .max(40, SELLER_PHONE_HINT)
  .transform((value, ctx) => {
    const checked = checkUsPhone(value);
    if (checked.ok) return checked.e164;
    ctx.addIssue({
      code: 'custom',
      message: checked.reason === 'is missing' ? SELLER_PHONE_HINT : `This number ${checked.reason}.`,
    });
    return z.NEVER;
  });

/** How long a texted opt-out code can be typed back. */
export const SELLER_OPT_OUT_CODE_MINUTES = 10;

/** The same words for every number, ours or not. */
export const SELLER_OPT_OUT_CODE_SENT =
  'If this number can receive texts, a 6-digit code is on its way. It expires in 10 minutes.';
export const SELLER_OPT_OUT_DONE =
  'Done. This number is on our do-not-sell list: no lead with it is sold again, and buyers who have it are told not to contact you.';

export const sendSellerOptOutCode = defineEndpoint({
  method: 'POST',
  path: 'privacy/send-seller-opt-out-code',
  tag: 'Privacy',
  auth: 'public',
  summary: 'Text a 6-digit code to a seller who asks us to stop selling their number',
  description:
    'The answer is the same whether or not the number is in our data. The code expires in 10 minutes and allows 5 tries; at most 3 codes an hour go to one number and 10 an hour to one client.',
  body: z.strictObject({ phone: sellerPhoneSchema }),
  response: envelope(z.object({ request_id: z.string(), expires_at: z.string() })),
});

export const sellerOptOutCodeSchema = z
  .string({ message: 'Enter the 6-digit code from the text' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the text');

export const confirmSellerOptOut = defineEndpoint({
  method: 'POST',
  path: 'privacy/confirm-seller-opt-out',
  tag: 'Privacy',
  auth: 'public',
  summary: 'Confirm the texted code: the number goes on the do-not-sell list at once',
  description:
    'Unsold leads with the number leave the marketplace, members who bought one in the last 90 days are told by e-mail and by a `lead.opt_out` webhook event, and later imports refuse the number.',
  body: z.strictObject({
    request_id: z.string({ message: 'Ask for a code first' }).uuid('Ask for a code first'),
    code: sellerOptOutCodeSchema,
  }),
  response: envelope(z.object({ phone: z.string(), opted_out_at: z.string() })),
});

export const SELLER_OPT_OUT_SOURCES = ['seller', 'staff'] as const;
export type SellerOptOutSource = (typeof SELLER_OPT_OUT_SOURCES)[number];

export const sellerOptOutSchema = z.object({
  /** E.164. */
  phone: z.string(),
  /** seller: confirmed by a texted code on /privacy/sellers; staff: added in the console. */
  source: z.enum(SELLER_OPT_OUT_SOURCES),
  note: z.string().nullable(),
  added_by: z.string().nullable(),
  opted_out_at: z.string(),
  /** Leads taken off the marketplace at that moment. */
  leads_withdrawn: z.number().int(),
  /** Members told (bought a lead with the number in the 90 days before). */
  buyers_notified: z.number().int(),
});
export type SellerOptOut = z.infer<typeof sellerOptOutSchema>;

export const getSellerOptOuts = defineEndpoint({
  method: 'GET',
  path: 'admin/get-seller-opt-outs',
  tag: 'Admin',
  auth: 'admin',
  summary: 'The do-not-sell list: every number a seller (or the team for them) took out of our data',
  query: z.strictObject({
    ...pageQuery,
    search: z.string().trim().max(40).optional(),
  }),
  response: listEnvelope(sellerOptOutSchema),
});

export const createSellerOptOut = defineEndpoint({
  method: 'POST',
  path: 'admin/create-seller-opt-out',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Add a number to the do-not-sell list by hand (a seller who phoned or wrote in)',
  body: z.strictObject({
    phone: sellerPhoneSchema,
    note: z
      .string({ message: 'Say how the seller asked, e.g. "Phoned support on 11/27"' })
      .trim()
      .min(1, 'Say how the seller asked, e.g. "Phoned support on 11/27"')
      .max(500, 'The note must be at most 500 characters'),
  }),
  response: envelope(sellerOptOutSchema),
});

/**
 * The `lead.opt_out` webhook event's data: a lead the member bought whose seller asked not to be
 * contacted. Identifies the lead as the `lead.purchased` event did; never the seller's words.
 */
export const leadOptOutEventSchema = z.object({
  id: z.string(),
  lead_phone: z.string(),
  address_line_1: z.string(),
  city: z.string(),
  state: z.string(),
  ZIP: z.string(),
  purchased_at: z.string(),
  opted_out_at: z.string(),
  do_not_contact: z.literal(true),
});
export type LeadOptOutEvent = z.infer<typeof leadOptOutEventSchema>;
