import { z } from 'zod';
import { REFUND_REASONS, REPLACEMENT_REASONS } from '../domain.js';
import { envelope, idSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** Evidence for an exclusive refund: a call, SMS or email log as text, or an uploaded file. */
const evidenceFileSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  type: z.enum(['image/png', 'image/jpeg', 'application/pdf', 'text/plain'], {
    message: 'Upload a PNG, JPEG, PDF or text file',
  }),
  /** Base64 content, at most 2 MB once decoded. */
  content_base64: z
    .string()
    .max(2_800_000, 'The file must be at most 2 MB')
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'The file is not valid base64'),
});

export const createRefundRequest = defineEndpoint({
  method: 'POST',
  path: 'refunds/create-refund-request',
  tag: 'Refunds',
  auth: 'session',
  summary: 'Ask for a refund of an exclusive lead (within 72 hours of purchase)',
  body: z
    .strictObject({
      purchase_id: idSchema,
      reason: z.enum(REFUND_REASONS, { message: `reason must be one of: ${REFUND_REASONS.join(', ')}` }),
      evidence_text: z.string().trim().max(10_000, 'Evidence must be at most 10,000 characters').optional(),
      evidence_file: evidenceFileSchema.optional(),
    })
    .refine((b) => Boolean(b.evidence_text) || Boolean(b.evidence_file), {
      message: 'Add your call, SMS or email log as text or as a file',
      path: ['evidence_text'],
    }),
  response: envelope(z.object({ _id: z.string(), status: z.literal('pending') })),
});

export const createReplacementRequest = defineEndpoint({
  method: 'POST',
  path: 'refunds/create-replacement-request',
  tag: 'Refunds',
  auth: 'session',
  summary: 'Ask for a replacement of a premium lead',
  body: z.strictObject({
    purchase_id: idSchema,
    reason: z.enum(REPLACEMENT_REASONS, {
      message: `reason must be one of: ${REPLACEMENT_REASONS.join(', ')}`,
    }),
    property_address: z
      .string({ message: 'Property address is required' })
      .trim()
      .min(1, 'Property address is required')
      .max(300),
    seller_name: z
      .string({ message: 'Seller name is required' })
      .trim()
      .min(1, 'Seller name is required')
      .max(120),
    contact_number: z
      .string({ message: 'Contact number is required' })
      .trim()
      .min(7, 'Contact number is required')
      .max(30)
      .regex(/^[0-9+().\-\s]+$/, 'Contact number may contain only digits, spaces and + ( ) - .'),
  }),
  response: envelope(z.object({ _id: z.string(), status: z.literal('pending') })),
});

export const requestSchema = z.object({
  _id: z.string(),
  kind: z.enum(['refund', 'replacement']),
  purchase_id: z.string(),
  lead_id: z.string(),
  lead_summary: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof requestSchema>;

export const getMyRequests = defineEndpoint({
  method: 'GET',
  path: 'refunds/get-my-requests',
  tag: 'Refunds',
  auth: 'session',
  summary: "The signed-in member's refund and replacement requests",
  response: envelope(z.array(requestSchema)),
});
