import { z } from 'zod';
import { envelope, idSchema, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { requestSchema } from './refunds.js';

/**
 * How the console opens an evidence file, by its checked type: images inline in the page, a PDF
 * and a recording in the browser's own viewer, anything else downloaded (never rendered: a text
 * file could be HTML to a browser that guessed). The evidence endpoint's headers follow the same
 * choice, so a file is shown only where it is safe to.
 */
export type EvidenceView = 'image' | 'pdf' | 'audio' | 'download';
const EVIDENCE_VIEWS = new Map<string, EvidenceView>([
  ['image/png', 'image'],
  ['image/jpeg', 'image'],
  ['application/pdf', 'pdf'],
  ['audio/mpeg', 'audio'],
  ['audio/mp4', 'audio'],
  ['audio/wav', 'audio'],
  ['audio/ogg', 'audio'],
  ['audio/webm', 'audio'],
]);
export const evidenceViewOf = (type: string | null): EvidenceView =>
  (type ? EVIDENCE_VIEWS.get(type) : undefined) ?? 'download';

/** A request as the team reviews it: the evidence, the lead, and the buyer's history. */
export const adminRequestSchema = requestSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  evidence_text: z.string().nullable(),
  evidence_file_name: z.string().nullable(),
  /** The evidence file's type as checked at upload (one of EVIDENCE_FILE_TYPES). */
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
  summary: "Open or download a request's evidence file (admin)",
  description:
    "The file as uploaded, with the type checked against its content at upload. Images, PDFs and recordings are sent inline for the browser's own viewer, anything else as an attachment; always with X-Content-Type-Options: nosniff, a Content-Security-Policy that loads nothing else and Cache-Control: private, no-store.",
  query: z.strictObject({ request_id: idSchema }),
  response: z.instanceof(Uint8Array),
});
