import { z } from 'zod';
import { envelope, idSchema, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { requestSchema } from './refunds.js';

/** A request as the team reviews it: the evidence, the lead, and the buyer's history. */
export const adminRequestSchema = requestSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  evidence_text: z.string().nullable(),
  evidence_file_name: z.string().nullable(),
  /** The evidence file's type as checked at upload (image/png, image/jpeg, application/pdf, text/plain). */
  evidence_file_type: z.string().nullable(),
  property_address: z.string().nullable(),
  seller_name: z.string().nullable(),
  contact_number: z.string().nullable(),
  purchased_at: z.string(),
  price_paid: z.number(),
  buyer_purchases: z.number().int(),
  buyer_requests: z.number().int(),
  /** Share of the buyer's purchases that ended in an approved refund or replacement, 0 to 1. */
  buyer_refund_rate: z.number(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export const getAdminRequests = defineEndpoint({
  method: 'GET',
  path: 'admin/get-requests',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Refund and replacement requests to review (admin)',
  query: z.strictObject({
    ...pageQuery,
    status: z
      .enum(['pending', 'approved', 'rejected'], { message: 'status must be pending, approved or rejected' })
      .optional(),
  }),
  response: listEnvelope(adminRequestSchema),
});

export const decideRequest = defineEndpoint({
  method: 'POST',
  path: 'admin/decide-request',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Approve or reject a refund or replacement request (admin)',
  description:
    'Approving a refund credits the wallet with the price paid; approving a replacement returns the credit or, with replacement_lead_id, gives the buyer that lead instead. A rejection needs a note the customer sees.',
  body: z
    .strictObject({
      request_id: idSchema,
      decision: z.enum(['approve', 'reject'], { message: 'decision must be approve or reject' }),
      note: z.string().trim().max(1000, 'The note must be at most 1,000 characters').optional(),
      replacement_lead_id: idSchema.optional(),
    })
    .refine((b) => b.decision === 'approve' || Boolean(b.note), {
      message: 'Say why the request is rejected',
      path: ['note'],
    }),
  response: envelope(z.object({ _id: z.string(), status: z.enum(['approved', 'rejected']) })),
});

export const getRequestEvidence = defineEndpoint({
  method: 'GET',
  path: 'admin/get-request-evidence',
  tag: 'Admin',
  auth: 'admin',
  summary: "Download a request's evidence file (admin)",
  description:
    'The file as uploaded, always as an attachment (Content-Disposition: attachment, X-Content-Type-Options: nosniff), with the type checked against its content at upload.',
  query: z.strictObject({ request_id: idSchema }),
  response: z.instanceof(Uint8Array),
});
