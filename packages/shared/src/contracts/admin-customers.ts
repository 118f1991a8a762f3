import { z } from 'zod';
import { TEAM_ROLES } from '../domain.js';
import { billingOverviewSchema } from './billing.js';
import { formatThousands } from '../numbers.js';
import { envelope, idSchema, listEnvelope, pageQuery, paginationSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { requestSchema } from './refunds.js';
import { teamSchema } from './teams.js';
import { walletEntrySchema } from './wallet.js';

/** The console's page per customer (issue 21.4): everything the team needs before answering them. */

const customerQuery = z.strictObject({ user_id: idSchema });

/** A member's requests as the team reads them: who decided, and when (null: pending, or a rule decided). */
export const customerRequestSchema = requestSchema.extend({ decided_by: z.string().nullable() });

export const customerDetailSchema = z.object({
  member: z.object({
    _id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['customer', 'admin']),
    /** deleted: the member deleted their account; their business records stay, anonymised. */
    status: z.enum(['active', 'deleted']),
    signed_up_at: z.string(),
  }),
  /** What the member's own Billing page shows: plan, period, renewal or end, pending switch, card. */
  billing: billingOverviewSchema,
  wallet: z.object({ balance: z.number(), debt: z.number() }),
  /** Approved refund and replacement requests over leads bought (every purchase, returned ones too). */
  refund_rate: z.object({
    leads_bought: z.number().int(),
    approved_requests: z.number().int(),
    /** 0 to 1; 0 when nothing was bought. */
    rate: z.number(),
  }),
  purchases: z.object({
    total: z.number().int(),
    exclusive: z.number().int(),
    premium: z.number().int(),
    /** Taken back by an approved refund or replacement. */
    returned: z.number().int(),
    /** US dollars paid from the wallet for exclusive leads still owned. */
    spent_on_exclusive: z.number(),
    last_purchase_at: z.string().nullable(),
  }),
  /** Newest first, at most the last 100. */
  requests: z.array(customerRequestSchema),
  /**
   * The team of the account this customer is in (decision 036): its seats, owner and members and
   * open invitations, the customer's role, and the account's owner when the customer is a member.
   */
  team: teamSchema.extend({
    role: z.enum(TEAM_ROLES),
    account: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const getCustomerDetail = defineEndpoint({
  method: 'GET',
  path: 'admin/get-customer',
  tag: 'Admin',
  auth: 'admin',
  summary: "One member's page: account, subscription, wallet, refund rate, purchases and requests",
  query: customerQuery,
  response: envelope(customerDetailSchema),
});

export const getCustomerWallet = defineEndpoint({
  method: 'GET',
  path: 'admin/get-customer-wallet',
  tag: 'Admin',
  auth: 'admin',
  summary: "A member's wallet ledger, newest first, as the member sees it",
  query: z.strictObject({ user_id: idSchema, ...pageQuery }),
  response: z.object({
    message: z.string(),
    result: z.object({ balance: z.number(), debt: z.number(), entries: z.array(walletEntrySchema) }),
    pagination: paginationSchema,
  }),
});

/**
 * One movement of a member's premium credits: a grant (the plan's month, a credit pack, an
 * upgrade, a replacement's credit back), a lead taken with one, or the credits left when a grant's
 * month ended (forfeited, docs/product.md §9).
 */
export const creditEventSchema = z.object({
  kind: z.enum(['grant', 'spend', 'forfeit']),
  at: z.string(),
  /** Positive for a grant, negative for a spend or a forfeit. */
  credits: z.number().int(),
  /** 'Monthly plan credits', 'Credit pack', 'Lead in Austin, TX 78701 (returned)'. */
  description: z.string(),
  /** For a grant: the month its credits last until. */
  valid_until: z.string().nullable(),
});
export type CreditEvent = z.infer<typeof creditEventSchema>;

export const getCustomerCredits = defineEndpoint({
  method: 'GET',
  path: 'admin/get-customer-credits',
  tag: 'Admin',
  auth: 'admin',
  summary: "A member's premium credit history: grants, leads taken, credits forfeited",
  query: z.strictObject({ user_id: idSchema, ...pageQuery }),
  response: listEnvelope(creditEventSchema),
});

export const customerNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  author: z.object({ name: z.string(), email: z.string() }),
  created_at: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const getCustomerNotes = defineEndpoint({
  method: 'GET',
  path: 'admin/get-customer-notes',
  tag: 'Admin',
  auth: 'admin',
  summary: "The team's notes about a member, newest first",
  query: z.strictObject({ user_id: idSchema, ...pageQuery }),
  response: listEnvelope(customerNoteSchema),
});

export const CUSTOMER_NOTE_MAX = 2000;

export const addCustomerNote = defineEndpoint({
  method: 'POST',
  path: 'admin/add-customer-note',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Write a note about a member (seen by the team only; audited)',
  body: z.strictObject({
    user_id: idSchema,
    text: z
      .string({ message: 'Write the note' })
      .trim()
      .min(1, 'Write the note')
      .max(CUSTOMER_NOTE_MAX, `A note is at most ${formatThousands(CUSTOMER_NOTE_MAX)} characters`),
  }),
  response: envelope(customerNoteSchema),
});

/** The header a read-only view sends its token in (decision 034). */
export const VIEW_AS_HEADER = 'x-view-as';
/** How long a read-only view lasts before the admin must open it again. */
export const VIEW_AS_MINUTES = 30;

export const startViewAs = defineEndpoint({
  method: 'POST',
  path: 'admin/start-view-as',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Open a read-only view of what a member sees (audited; lasts 30 minutes)',
  description:
    "Answers a token for the x-view-as header. With it, and only beside the same admin's own session, the member's own reads answer as for the member; every change, every admin endpoint and every read outside the view answers 403. Never for an admin.",
  body: z.strictObject({ user_id: idSchema }),
  response: envelope(
    z.object({
      token: z.string(),
      expires_at: z.string(),
      member: z.object({ _id: z.string(), email: z.string(), name: z.string() }),
    }),
  ),
});

export const endViewAs = defineEndpoint({
  method: 'POST',
  path: 'admin/end-view-as',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Close a read-only view at once',
  body: z.strictObject({ token: z.string().min(1).max(200) }),
  response: envelope(z.object({ ended: z.boolean() })),
});
