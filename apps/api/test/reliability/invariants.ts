import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type DbOrTx } from '../../src/db/client.js';

/**
 * Money and sale invariants that must hold after any sequence of requests (issue 9,
 * docs/product.md §14). Each check is a query that returns the offending rows; a healthy database returns
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

  'wallet debt differs from the sum of its entries’ debt changes': sql`
    select coalesce(w.user_id, e.user_id) as user_id, w.debt_cents, e.total
    from wallets w
    full outer join (
      select user_id, sum(debt_change_cents)::bigint as total from wallet_entries group by user_id
    ) e on e.user_id = w.user_id
    where w.user_id is null or w.debt_cents <> coalesce(e.total, 0)`,

  'wallet balance is negative': sql`select user_id, balance_cents from wallets where balance_cents < 0`,

  'wallet holds money while it is in debt': sql`
    select user_id, balance_cents, debt_cents from wallets
    where debt_cents < 0 or (debt_cents > 0 and balance_cents > 0)`,

  'debt repayment that is not money paid toward a debt': sql`
    select id, user_id, amount_cents, debt_change_cents from wallet_entries
    where kind = 'debt_repayment' and (amount_cents >= 0 or debt_change_cents <> amount_cents)`,

  // Only a provider's reversal adds to a debt; nothing else may touch it but a repayment.
  'debt moved by an entry that is neither a reversal nor a repayment': sql`
    select id, user_id, kind, debt_change_cents from wallet_entries
    where debt_change_cents <> 0 and kind not in ('chargeback', 'provider_refund', 'debt_repayment')`,

  // What a top-up left in members' hands: its credit less every reversal, plus what was given back.
  'top-up net of its reversals differs from what the provider left us': sql`
    select p.id, p.amount_cents, p.reversed_cents, e.net
    from payments p
    join (
      select payment_id, sum(amount_cents - debt_change_cents)::bigint as net
      from wallet_entries where payment_id is not null group by payment_id
    ) e on e.payment_id = p.id
    where p.kind = 'topup' and e.net <> p.amount_cents - p.reversed_cents`,

  'payment reversed by other than its open, lost and refunded reversals': sql`
    select p.id, p.reversed_cents, p.reversal
    from payments p
    where p.reversed_cents <> coalesce((select sum(r.amount_cents) from payment_reversals r
        where r.payment_id = p.id and r.status in ('open', 'lost', 'refunded')), 0)
      or (p.reversal is null) <> (p.reversed_cents = 0)`,

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
      and (select count(*) from wallet_entries e where e.payment_id = p.id and e.kind = 'topup') <> 1`,

  // docs/product.md §14: affiliates earn on money spent on subscriptions and leads, never on top-ups.
  'commission earned on a wallet top-up': sql`
    select c.id, c.payment_id, c.amount_cents
    from affiliate_commissions c join payments p on p.id = c.payment_id
    where p.kind = 'topup'`,

  'commission on a source taken back below zero or above what was earned': sql`
    select coalesce(payment_id, lead_purchase_id) as source, sum(amount_cents)::int as net,
      sum(amount_cents) filter (where kind = 'earned')::int as earned
    from affiliate_commissions
    group by coalesce(payment_id, lead_purchase_id)
    having sum(amount_cents) < 0
      or sum(amount_cents) > coalesce(sum(amount_cents) filter (where kind = 'earned'), 0)`,

  'commission kept on money that was wholly reversed or refunded': sql`
    select coalesce(c.payment_id, c.lead_purchase_id) as source, sum(c.amount_cents)::int as net
    from affiliate_commissions c
    left join payments p on p.id = c.payment_id
    left join lead_purchases lp on lp.id = c.lead_purchase_id
    where (p.id is not null and p.reversed_cents = p.amount_cents)
       or (lp.id is not null and lp.reversed_at is not null)
    group by coalesce(c.payment_id, c.lead_purchase_id)
    having sum(c.amount_cents) <> 0`,

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
