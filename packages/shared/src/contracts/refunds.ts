import { z } from 'zod';
import { REFUND_REASONS, REPLACEMENT_REASONS } from '../domain.js';
import { envelope, idSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * The evidence file types a refund accepts, each checked against the file's content at upload: a
 * screenshot, a PDF or text export of a call or SMS log, or a recording of the call (MP3, M4A,
 * WAV, Ogg), which the console plays in the browser's own player.
 */
export const EVIDENCE_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'text/plain',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'audio/ogg',
] as const;
export type EvidenceFileType = (typeof EVIDENCE_FILE_TYPES)[number];
export const EVIDENCE_FILE_TYPES_TEXT = 'a PNG, JPEG, PDF, text or audio file (MP3, M4A, WAV, Ogg)';

/** Evidence for an exclusive refund: a call, SMS or email log as text, or an uploaded file. */
const evidenceFileSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  type: z.enum(EVIDENCE_FILE_TYPES, { message: `Upload ${EVIDENCE_FILE_TYPES_TEXT}` }),
  /** Base64 content, at most 2 MB once decoded. */
  content_base64: z
    .string()
    .max(2_800_000, 'The file must be at most 2 MB')
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'The file is not valid base64'),
});

/**
 * The rules that decide a request the moment it is filed, without waiting for the team: facts
 * the records prove, never judgement (docs/product.md §14). Each applies only to the reason that
 * names it. 'duplicate': the buyer bought another lead with the same phone or street address in
 * the 60 days before. 'invalid_contact': the lead's phone is not a valid North American number.
 */
export const AUTOMATIC_DECISION_RULES = ['duplicate', 'invalid_contact'] as const;
export type AutomaticDecisionRule = (typeof AUTOMATIC_DECISION_RULES)[number];

/** A filed request: pending for the team, or already approved by an automatic rule. */
const filedRequestSchema = z.object({
  _id: z.string(),
  status: z.enum(['pending', 'approved']),
  decided_automatically: z.boolean(),
});

export const createRefundRequest = defineEndpoint({
  method: 'POST',
  path: 'refunds/create-refund-request',
  tag: 'Refunds',
  auth: 'session',
  teamRole: 'buyer',
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
  response: envelope(filedRequestSchema),
});

export const createReplacementRequest = defineEndpoint({
  method: 'POST',
  path: 'refunds/create-replacement-request',
  tag: 'Refunds',
  auth: 'session',
  teamRole: 'buyer',
  summary: 'Ask for a replacement of a premium lead',
  body: z.strictObject({
    purchase_id: idSchema,
    reason: z.enum(REPLACEMENT_REASONS, {
      message: `Choose what went wrong: ${REPLACEMENT_REASONS.join(', ')}`,
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
  response: envelope(filedRequestSchema),
});

/**
 * What an approved request gave back: the price to the wallet (a refund), a premium credit with
 * the day it lapses, or another lead ('Austin, TX 78701').
 */
export const requestGivenSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('refund'), amount: z.number() }),
  z.object({ kind: z.literal('credit'), credits: z.number().int(), valid_until: z.string() }),
  z.object({ kind: z.literal('lead'), lead_id: z.string(), place: z.string() }),
]);
export type RequestGiven = z.infer<typeof requestGivenSchema>;

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
  /** When the team aims to have decided it: one business day after filing (Mon–Fri, Central time). */
  due_at: z.string(),
  /** Decided by a rule when filed, not by the team; the note says which facts. */
  decided_automatically: z.boolean(),
  /** The rule that decided it; null when the team decides. */
  automatic_rule: z.enum(AUTOMATIC_DECISION_RULES).nullable(),
  /** What an approved request gave; null until then, and for a rejected one. */
  given: requestGivenSchema.nullable(),
  /** The name of the team member who filed it (issue 22.4); null if that person's account is gone. */
  requested_by: z.string().nullable(),
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
