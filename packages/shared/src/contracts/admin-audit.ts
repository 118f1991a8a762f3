import { z } from 'zod';
import { envelope, idSchema, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * The kinds of record the audit log names, each with how the console calls it. A refund and a
 * replacement are different requests (docs/product.md §14) and are different kinds here.
 */
export const AUDIT_KINDS = {
  lead: 'Lead',
  import_batch: 'Import',
  refund_request: 'Refund request',
  replacement_request: 'Replacement request',
  plan: 'Plan',
  plan_price_change: 'Price change',
  wallet: 'Wallet',
  payment: 'Payment',
  affiliate: 'Affiliate',
  affiliate_payout: 'Affiliate payout',
  contact_message: 'Contact message',
  seller_opt_out: 'Do-not-sell number',
  dnc_list: 'Do-Not-Call list',
  credit_pack: 'Credit pack',
  customer: 'Customer',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_VALUES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

/** What each recorded action is called in the console; an unknown one is shown in plain words. */
const ACTION_LABELS: Record<string, string> = {
  'create-lead': 'Lead added',
  'lead.update': 'Lead edited',
  'lead.withdraw': 'Lead withdrawn',
  'lead.publish_now': 'Lead published now',
  'lead.schedule': 'Publish time changed',
  'lead.unpublish': 'Lead unpublished',
  'import-leads': 'Leads imported',
  'import_batch.publish_now': 'Import published now',
  'import_batch.schedule': 'Import publish time changed',
  'import_batch.unpublish': 'Import unpublished',
  'plan.create': 'Plan created',
  'plan.update': 'Plan edited',
  'plan.schedule_price_change': 'Price change scheduled',
  'plan.retire': 'Plan retired',
  'wallet.reward': 'Wallet reward credited',
  'wallet.adjustment': 'Wallet adjusted',
  'payment.refunded': 'Payment refunded by the provider',
  'payment.dispute_opened': 'Payment disputed',
  'payment.dispute_won': 'Dispute won',
  'payment.dispute_lost': 'Dispute lost',
  'affiliate.update': 'Affiliate edited',
  'affiliate.payout': 'Affiliate paid out',
  'affiliate.self_referral_refused': 'Self-referral refused',
  'contact_message.mark_handled': 'Contact message marked',
  'seller_opt_out.confirm': 'Seller opted out by text',
  'seller_opt_out.add': 'Number added to the do-not-sell list',
  'dnc_list.upload': 'Do-Not-Call list uploaded',
  'credit_pack.create': 'Credit pack put on sale',
  'credit_pack.update': 'Credit pack edited',
  'customer.note_add': 'Staff note added',
  'customer.view_as': 'Viewed as the customer (read only)',
};

/** 'approve-request' on a replacement → 'Replacement request approved' ('auto-approve-request': '… approved automatically'); others from the table above. */
export function auditActionLabel(action: string, entity: string): string {
  const decided = /^(auto-approve|approve|reject)-request$/.exec(action);
  if (decided) {
    const kind = AUDIT_KINDS[entity as AuditKind] ?? 'Request';
    if (decided[1] === 'auto-approve') return `${kind} approved automatically`;
    return `${kind} ${decided[1] === 'approve' ? 'approved' : 'rejected'}`;
  }
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : action;
}

const calendarDay = (name: string) => z.iso.date({ message: `${name} must be a date, e.g. 2026-11-27` });

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** The admin's e-mail; null for what the system did by itself (a provider's chargeback). */
  actor: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  action_label: z.string(),
  entity: z.string(),
  entity_label: z.string(),
  entity_id: z.string().nullable(),
  /**
   * The record in words: a customer's e-mail, a lead's city and ZIP, a plan's name, a file's
   * name; null when the record no longer exists.
   */
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});

export const getAuditLog = defineEndpoint({
  method: 'GET',
  path: 'admin/get-audit-log',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Every admin action: who, what, which record (by name), when, before and after',
  description:
    'Filters: entity (the kind of record), actor (an admin id, or "system"), from and to (days in America/Chicago, both included).',
  query: z.strictObject({
    ...pageQuery,
    entity: z
      .enum(AUDIT_KIND_VALUES, { message: `entity must be one of: ${AUDIT_KIND_VALUES.join(', ')}` })
      .optional(),
    actor: z
      .string()
      .refine((value) => value === 'system' || idSchema.safeParse(value).success, {
        message: 'actor must be an admin id or system',
      })
      .optional(),
    from: calendarDay('from').optional(),
    to: calendarDay('to').optional(),
  }),
  response: listEnvelope(auditEntrySchema),
});

export const getAuditActors = defineEndpoint({
  method: 'GET',
  path: 'admin/get-audit-actors',
  tag: 'Admin',
  auth: 'admin',
  summary: 'The admins who appear in the audit log, for its filter',
  response: envelope(z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() }))),
});
