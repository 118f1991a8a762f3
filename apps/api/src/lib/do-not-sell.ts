import { sql, type SQL } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.js';
import type { DbOrTx } from '../db/client.js';
import { sellerOptOuts } from '../db/schema/index.js';

/**
 * The do-not-sell rule (issue 19.1), in one place for the import, the single-lead form and the
 * team's edits: a number whose owner asked us to stop selling it is never written into a lead
 * again. Checked under the lead-identity lock (contact-keys.ts), which the opt-out takes too, so
 * an import running at the same moment cannot slip the number back in.
 */

/** The numbers (E.164) among `phones` that are on the do-not-sell list, with the day each was added. */
export async function optedOutPhones(db: DbOrTx, phones: string[]): Promise<Map<string, Date>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ phone: sellerOptOuts.phone, optedOutAt: sellerOptOuts.optedOutAt })
    .from(sellerOptOuts)
    .where(isAnyOf(sellerOptOuts.phone, [...new Set(phones)]));
  return new Map(rows.map((row) => [row.phone, row.optedOutAt]));
}

/** The same rule as an SQL condition on a row's number (E.164): it is not on the do-not-sell list. */
export const notOptedOut = (phone: SQL): SQL =>
  sql`not exists (select 1 from ${sellerOptOuts} where ${sellerOptOuts.phone} = ${phone})`;

/** Why a row or an edit is refused, as the import preview and the lead form show it. */
export const optedOutReason = (optedOutAt: Date) =>
  `the seller asked us not to sell this number (do-not-sell list since ${optedOutAt.toISOString().slice(0, 10)})`;
