import { formatPhone, toE164, type AutomaticDecisionRule, type RefundReason } from '@app/shared';
import { and, desc, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { leadPurchases, leads } from '../../db/schema/index.js';
import { DAY_MS, longDate } from '../../lib/time.js';

/** How far back an earlier purchase makes this one a duplicate (issue 21.3). */
export const DUPLICATE_WINDOW_DAYS = 60;

type Lead = typeof leads.$inferSelect;
type Purchase = typeof leadPurchases.$inferSelect;

/** A rule's verdict: the facts that decided the request, in words for the buyer and the team. */
export interface AutomaticDecision {
  rule: AutomaticDecisionRule;
  note: string;
}

/**
 * The buyer already paid for this seller: another lead with the same phone (E.164) or the same
 * street address with ZIP (the keys of docs/decisions/022: lower-cased, punctuation ignored),
 * bought in the 60 days up to this purchase and not refunded or replaced since.
 */
async function duplicateFacts(db: DbOrTx, purchase: Purchase, lead: Lead): Promise<string | null> {
  const [earlier] = await db
    .select({ boughtAt: leadPurchases.createdAt, phoneKey: leads.phoneKey, addressKey: leads.addressKey })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(
      and(
        eq(leadPurchases.userId, purchase.userId),
        ne(leadPurchases.id, purchase.id),
        ne(leadPurchases.leadId, lead.id),
        isNull(leadPurchases.reversedAt),
        gte(leadPurchases.createdAt, new Date(purchase.createdAt.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS)),
        lte(leadPurchases.createdAt, purchase.createdAt),
        or(eq(leads.phoneKey, lead.phoneKey), eq(leads.addressKey, lead.addressKey)),
      ),
    )
    .orderBy(desc(leadPurchases.createdAt))
    .limit(1);
  if (!earlier) return null;
  const samePhone = earlier.phoneKey === lead.phoneKey;
  const sameAddress = earlier.addressKey === lead.addressKey;
  const what =
    samePhone && sameAddress
      ? `the same phone number, ${formatPhone(lead.leadPhone)}, and address, ${lead.addressLine1} ${lead.zip}`
      : samePhone
        ? `the same phone number, ${formatPhone(lead.leadPhone)}`
        : `the same address, ${lead.addressLine1} ${lead.zip}`;
  return `Automatic: you bought a lead with ${what}, on ${longDate(earlier.boughtAt)}, within ${DUPLICATE_WINDOW_DAYS} days before this one.`;
}

/**
 * The seller cannot be called: the lead's phone is not a valid North American (NANP, +1) number
 * by the phone library every other check uses (packages/shared/src/phone.ts).
 */
function invalidContactFacts(lead: Lead): string | null {
  if (toE164(lead.leadPhone)?.startsWith('+1')) return null;
  return `Automatic: the seller's phone number, ${formatPhone(lead.leadPhone)}, is not a valid North American number.`;
}

/**
 * The rules that approve a request as it is filed, each for the one reason it proves. A request
 * for any other reason, or whose facts do not match, waits for the team.
 */
const RULES: Partial<
  Record<
    RefundReason,
    {
      rule: AutomaticDecisionRule;
      facts: (db: DbOrTx, purchase: Purchase, lead: Lead) => Promise<string | null> | string | null;
    }
  >
> = {
  Duplicate: { rule: 'duplicate', facts: duplicateFacts },
  'Invalid contact info': {
    rule: 'invalid_contact',
    facts: (_db, _purchase, lead) => invalidContactFacts(lead),
  },
};

/** The automatic approval a request earns by its reason and the records, or null when the team decides. */
export async function automaticDecisionOf(
  db: DbOrTx,
  filed: { reason: string; purchase: Purchase; lead: Lead },
): Promise<AutomaticDecision | null> {
  const rule = RULES[filed.reason as RefundReason];
  if (!rule) return null;
  const note = await rule.facts(db, filed.purchase, filed.lead);
  return note ? { rule: rule.rule, note } : null;
}
