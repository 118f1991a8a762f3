import { and, ne, sql, type SQL } from 'drizzle-orm';
import { isAnyOf, textArrayOf } from '../db/any-of.js';
import type { DbOrTx, Transaction } from '../db/client.js';
import { leads } from '../db/schema/index.js';

/**
 * The duplicate rule (docs/decisions/022), in one place for the import, the single-lead form and
 * the team's edits: a lead is a duplicate of another when both its phone (E.164) and its street
 * address with ZIP are the same. The same phone at another address is another property (a
 * landlord's second house) and is a new lead.
 */
export interface LeadKeys {
  phoneKey: string;
  addressKey: string;
}

export const addressKeyOf = (address: string, zip: string) =>
  `${address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${zip.slice(0, 5)}`;

/** The keys of a lead whose phone is already in E.164 (checkUsPhone in @app/shared). */
export const leadKeysOf = (e164Phone: string, address: string, zip: string): LeadKeys => ({
  phoneKey: e164Phone,
  addressKey: addressKeyOf(address, zip),
});

/** One string per lead identity: two leads are the same lead when these are equal. */
export const leadIdentityOf = (keys: LeadKeys) => `${keys.phoneKey}\n${keys.addressKey}`;

/**
 * The identities among `keys` that a lead in the database already has (one query). It asks by phone
 * alone and compares addresses here: an IN list on both columns of the composite index makes
 * PostgreSQL probe every phone with every address (a 1,000-row chunk: a million probes).
 */
export async function existingLeadIdentities(
  db: DbOrTx,
  keys: LeadKeys[],
  exceptLeadId?: string,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const wanted = new Set(keys.map(leadIdentityOf));
  const rows = await db
    .select({ phoneKey: leads.phoneKey, addressKey: leads.addressKey })
    .from(leads)
    .where(
      and(
        isAnyOf(leads.phoneKey, [...new Set(keys.map((k) => k.phoneKey))]),
        exceptLeadId ? ne(leads.id, exceptLeadId) : undefined,
      ),
    );
  return new Set(rows.map(leadIdentityOf).filter((identity) => wanted.has(identity)));
}

/**
 * The same rule as an SQL condition on a row's keys, for a statement that adds only new leads: no
 * lead in the database has both. Sees what the statement's snapshot sees, so the rows that one
 * statement adds are not compared with each other (an import's chunk has no repeats: FileDuplicates).
 */
export const noLeadWithKeys = (phoneKey: SQL, addressKey: SQL): SQL =>
  sql`not exists (select 1 from ${leads} where ${leads.phoneKey} = ${phoneKey} and ${leads.addressKey} = ${addressKey})`;

/** Any fixed number: the advisory lock every check-then-insert of a lead identity takes. */
const LEAD_IDENTITY_LOCK = 220_022;

/**
 * Runs `work` in a transaction that holds the lead-identity lock, so that two imports (or an
 * import and the single-lead form) running at once cannot both add the same lead: the check and
 * the insert it guards never interleave with another's.
 */
export function withLeadIdentityLock<T>(db: DbOrTx, work: (tx: Transaction) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_IDENTITY_LOCK}::bigint)`);
    return work(tx);
  });
}

/** The class of a phone's own lock: the two-key advisory locks, another space than the one above. */
const PHONE_LOCK_CLASS = 220_023;

/**
 * The locks an import's chunk takes in its transaction instead of withLeadIdentityLock's whole
 * lock, so that chunks are written side by side (issue 24.4): the lead-identity lock shared (every
 * other check-then-insert of an identity takes it whole, so waits for the chunks, and they for it)
 * and each of the chunk's phones alone, in one order (their hashes, ascending), so that two chunks
 * never add the same lead (a duplicate has the same phone) and never wait for each other in a
 * circle.
 */
export async function lockChunkIdentities(tx: Transaction, phoneKeys: readonly string[]) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LEAD_IDENTITY_LOCK}::bigint)`);
  if (phoneKeys.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PHONE_LOCK_CLASS}::int, hash)
        from (select distinct hashtext(phone) as hash from unnest(${textArrayOf(phoneKeys)}) as phone
              order by hash) as ordered`,
  );
}
