import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type DbOrTx } from '../../src/db/client.js';

/**
 * Money and sale invariants that must hold after any sequence of requests (issue 9, DESIGN.md
 * section 5). Each check is a query that returns the offending rows; a healthy database returns
 * none. Every reliability test file runs them in afterAll, after all its races and attacks.
 */
const CHECKS: Record<string, SQL> = {
  'wallet balance differs from the sum of its ledger entries': sql`
    select coalesce(w.user_id, e.user_id) as user_id, w.balance_cents, e.total
    from wallets w
    full outer join (
      select user_id, sum(amount_cents)::bigint as total from wallet_entries group by user_id
    ) e on e.user_id = w.user_id
    where w.user_id is null or w.balance_cents <> coalesce(e.total, 0)`,

  'wallet balance is negative': sql`select user_id, balance_cents from wallets where balance_cents < 0`,

  'exclusive sale without exactly one debit of its price': sql`
    select p.id, p.user_id, p.price_cents
    from lead_purchases p
    where p.lead_type = 'exclusive'
      and (select count(*) from wallet_entries e
           where e.lead_purchase_id = p.id and e.kind = 'purchase'
             and e.user_id = p.user_id and e.amount_cents = -p.price_cents) <> 1`,

  'purchase debit without its sale': sql`
    select e.id, e.user_id, e.amount_cents
    from wallet_entries e
    left join lead_purchases p on p.id = e.lead_purchase_id
    where e.kind = 'purchase'
      and (p.id is null or p.user_id <> e.user_id or e.amount_cents <> -p.price_cents)`,

  'refund credit without an approved refund of a reversed sale': sql`
    select e.id, e.user_id, e.amount_cents
    from wallet_entries e
    left join lead_purchases p on p.id = e.lead_purchase_id
    left join refund_requests r on r.lead_purchase_id = p.id
    where e.kind = 'refund'
      and (p.id is null or p.reversed_at is null or p.user_id <> e.user_id
           or e.amount_cents <> p.price_cents
           or r.status is distinct from 'approved' or r.kind is distinct from 'refund')`,

  'sale refunded more than once': sql`
    select lead_purchase_id, count(*)::int as refunds
    from wallet_entries where kind = 'refund'
    group by lead_purchase_id having count(*) > 1`,

  // Seeded history predates the payments table, so only entries that name a payment are matched.
  'top-up credit without its succeeded payment': sql`
    select e.id, e.payment_id
    from wallet_entries e
    left join payments p on p.id = e.payment_id
    where e.kind = 'topup' and e.payment_id is not null
      and (p.id is null or p.status <> 'succeeded' or p.kind <> 'topup'
           or p.amount_cents <> e.amount_cents or p.user_id <> e.user_id)`,

  'succeeded top-up credited other than once': sql`
    select p.id, p.amount_cents
    from payments p
    where p.kind = 'topup' and p.status = 'succeeded'
      and (select count(*) from wallet_entries e where e.payment_id = p.id) <> 1`,

  'lead sold beyond its buyer limit': sql`
    select l.id, l.lead_type, l.buyers_count, l.max_buyers, count(p.id)::int as sales
    from leads l
    left join lead_purchases p on p.lead_id = l.id
    group by l.id
    having count(p.id) > l.buyers_count or l.buyers_count > l.max_buyers`,

  'sold-out lead still on the marketplace': sql`
    select id, buyers_count, max_buyers from leads
    where status = 'published' and buyers_count >= max_buyers`,

  'credit grant used other than by its sales': sql`
    select g.id, g.credits, g.credits_used,
      (select count(*)::int from lead_purchases p where p.credit_grant_id = g.id) as sales
    from premium_credit_grants g
    where g.credits_used < 0 or g.credits_used > g.credits
       or g.credits_used <> (select count(*) from lead_purchases p where p.credit_grant_id = g.id)`,
};

/** Every broken invariant, with the rows that break it (empty when the database is consistent). */
export async function findInvariantViolations(db: DbOrTx): Promise<Record<string, unknown[]>> {
  const violations: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    const rows = await rowsOf<Record<string, unknown>>(db, query);
    if (rows.length > 0) violations[name] = rows.slice(0, 5);
  }
  return violations;
}

/** Fails with the broken invariants and sample rows, so the report says what went wrong. */
export async function assertLedgerInvariants(db: DbOrTx) {
  expect(await findInvariantViolations(db)).toEqual({});
}

/** Rows counted by the ledger checks, so a test can prove they looked at real data. */
export async function countLedger(db: DbOrTx) {
  const [row] = await rowsOf<{ wallets: number; entries: number; sales: number }>(
    db,
    sql`select (select count(*)::int from wallets) as wallets,
               (select count(*)::int from wallet_entries) as entries,
               (select count(*)::int from lead_purchases) as sales`,
  );
  return row!;
}
