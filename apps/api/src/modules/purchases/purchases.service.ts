import { LIMITS, type PurchasedLead } from '@app/shared';
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOfPrepared, type DbOrTx, type Transaction } from '../../db/client.js';
import { leads, premiumCreditGrants, wallets } from '../../db/schema/index.js';
import type { TransactionClaim } from '../../http/idempotency.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars, formatDollars } from '../../lib/money.js';
import { accrueCommission } from '../affiliates/index.js';
import { toPurchasedLead } from '../leads/index.js';

type LeadRow = typeof leads.$inferSelect;

/** Credits left in the member's current period(s). */
export async function creditsLeft(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({
      left: sql<number>`coalesce(sum(${premiumCreditGrants.credits} - ${premiumCreditGrants.creditsUsed}), 0)::int`,
    })
    .from(premiumCreditGrants)
    .where(
      and(
        eq(premiumCreditGrants.userId, userId),
        lte(premiumCreditGrants.periodStart, now),
        gt(premiumCreditGrants.periodEnd, now),
      ),
    );
  return Number(row?.left ?? 0);
}

export async function walletBalanceCents(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

/** The lead, locked, with what the sale's checks need to know about the buyer. */
interface LockedLead {
  lead: LeadRow;
  owned: boolean;
  /** The buyer had it and the purchase was reversed (a refund or a replacement): not sold to them again. */
  returned: boolean;
  suspended: boolean;
  /** What the buyer owes after a reversed payment (docs/product.md §14); purchases wait for it. */
  debtCents: number;
  /** The buyer was referred by an affiliate who is active now, so the sale may earn a commission. */
  earnsCommission: boolean;
  /** Whether the buyer has a webhook or an integration to deliver the sale to. */
  delivers: boolean;
}

/**
 * Locks the lead row (every purchase of one lead is serialised on it, so limits hold under races)
 * and reads the buyer's side in the same round trip. `owned` is read in the statement's snapshot:
 * a purchase of the same lead by the same buyer that commits while this waits for the lock is
 * caught by the purchase's unique key instead (saleSql).
 */
async function lockLead(tx: Transaction, leadId: string, userId: string): Promise<LockedLead> {
  const buyer = sql.placeholder('userId');
  const [row] = await tx
    .select({
      lead: leads,
      // Spelled out: drizzle leaves a column of the only table unqualified, which the subquery
      // would read as its own lead_purchases.id.
      owned: sql<boolean>`exists (select 1 from lead_purchases p where p.lead_id = leads.id and p.user_id = ${buyer}
        and p.reversed_at is null)`,
      returned: sql<boolean>`exists (select 1 from lead_purchases p where p.lead_id = leads.id and p.user_id = ${buyer}
        and p.reversed_at is not null)`,
      // docs/product.md §14: a failed renewal payment suspends taking leads until it is paid.
      suspended: sql<boolean>`exists (select 1 from subscriptions s where s.user_id = ${buyer} and s.status = 'past_due')`,
      debtCents: sql<number>`coalesce((select w.debt_cents from wallets w where w.user_id = ${buyer}), 0)`,
      earnsCommission: sql<boolean>`exists (select 1 from users u join affiliates a on a.id = u.referred_by_affiliate_id
        where u.id = ${buyer} and a.status = 'active')`,
      delivers: sql<boolean>`(exists (select 1 from webhook_endpoints w where w.user_id = ${buyer} and w.is_enabled)
        or exists (select 1 from integrations i where i.user_id = ${buyer} and i.is_enabled
          and i.kind in ('google_sheets', 'go_high_level')))`,
    })
    .from(leads)
    .where(eq(leads.id, sql.placeholder('leadId')))
    .for('update')
    .prepare('lock_lead_for_sale')
    .execute({ leadId, userId });
  if (!row) throw new AppError('NOT_FOUND', 'This lead does not exist.');
  return row;
}

const alreadyOwned = () =>
  new AppError('DUPLICATE', 'You already own this lead: find it under Purchased Leads.');

/** The lead's side of every sale: not the buyer's already, not sold out, published and not expired. */
function assertForSale({ lead, owned, returned }: LockedLead, now: Date) {
  if (owned) throw alreadyOwned();
  if (returned) {
    throw new AppError(
      'CONFLICT',
      'This lead was refunded or replaced for you, so it cannot be yours again. Choose another lead.',
    );
  }
  if (lead.status === 'sold_out' || lead.buyersCount >= lead.maxBuyers) {
    throw new AppError(
      'CONFLICT',
      lead.leadType === 'exclusive'
        ? 'This lead was just sold to another buyer.'
        : `This lead has already been taken by ${LIMITS.premiumMaxBuyers} buyers.`,
    );
  }
  if (lead.status === 'expired' || (lead.expiresAt && lead.expiresAt <= now)) {
    throw new AppError('CONFLICT', 'This lead has left the marketplace (30 days have passed).');
  }
  if (lead.status !== 'published') throw new AppError('CONFLICT', 'This lead is no longer for sale.');
}

/** The buyer's side of a paid sale: no failed renewal and no debt from a reversed payment. */
function assertMayPay({ suspended, debtCents }: LockedLead) {
  if (suspended) {
    throw new AppError(
      'PAYMENT_REQUIRED',
      'Your last renewal payment failed. Pay it in Billing to keep taking leads.',
    );
  }
  if (debtCents > 0) {
    const owed = formatDollars(debtCents);
    throw new AppError(
      'PAYMENT_REQUIRED',
      `Your wallet owes ${owed} because a payment was disputed or refunded. Add at least ${owed} in Wallet to buy leads again.`,
    );
  }
}

/** The member's credits left this period, as an SQL expression (read in the statement's snapshot). */
const creditsLeftSql = (userId: string, now: Date) =>
  sql`(select coalesce(sum(g.credits - g.credits_used), 0)::int from premium_credit_grants g
    where g.user_id = ${userId} and g.period_start <= ${now.toISOString()}::timestamptz
      and g.period_end > ${now.toISOString()}::timestamptz)`;

/**
 * The sale's rows once paid for by `payment` (a CTE that returns one row when the payment went
 * through): the purchase, one more buyer on the lead (sold out at its limit). A purchase the
 * buyer already made (a race the lock's snapshot missed) inserts nothing.
 */
const saleSql = (lead: LeadRow, userId: string, purchasedBy: string, priceCents: number, now: Date) => sql`
  sale as (
    insert into lead_purchases (lead_id, user_id, purchased_by, lead_type, price_cents, credit_grant_id, created_at)
    select ${lead.id}::uuid, ${userId}::uuid, ${purchasedBy}::uuid, ${lead.leadType}::lead_type, ${priceCents}::int,
      payment.id, ${now.toISOString()}::timestamptz
    from payment
    on conflict (lead_id, user_id) do nothing
    returning id, created_at
  ),
  counted as (
    update leads set buyers_count = buyers_count + 1,
      status = case when buyers_count + 1 >= max_buyers then 'sold_out' else status end
    where id = ${lead.id}::uuid and exists (select 1 from sale)
  )`;

interface SaleRow {
  purchase_id: string | null;
  purchased_at: string | Date | null;
  paid: boolean;
  credits_left: number;
  balance_cents: number;
}

/** Runs the deliveries hook when the buyer has somewhere to deliver to (no round trip otherwise). */
async function deliver(tx: Transaction, locked: LockedLead, purchaseId: string, onSale?: OnSale) {
  if (locked.delivers) await onSale?.(tx, purchaseId);
}

function purchaseOf(row: SaleRow | undefined): { id: string; createdAt: Date } {
  if (!row?.purchase_id || !row.purchased_at) throw alreadyOwned();
  return { id: row.purchase_id, createdAt: new Date(row.purchased_at) };
}

export interface PurchaseOutcome {
  lead: PurchasedLead;
  credits_left: number;
  wallet_balance: number;
  purchaseId: string;
}

/** Writes the sale's deliveries in its transaction (run only for a buyer who has somewhere to deliver to). */
export type OnSale = (tx: Transaction, purchaseId: string) => Promise<void>;

/**
 * How a sale is paid: one premium credit (the grant that ends first), the wallet (an exclusive
 * lead's price), or nothing, for a replacement the team granted against an earlier paid purchase.
 */
export type SalePayment = 'credit' | 'wallet' | 'replacement';

export interface Sale {
  /** The account the lead becomes (decision 036): pays with its credits or wallet, owns the purchase. */
  userId: string;
  /** The member of the account who made the purchase; the account itself when unset. */
  purchasedBy?: string;
  leadId: string;
  now: Date;
  payment: SalePayment;
  onSale?: OnSale | undefined;
}

/** The payment's CTE: one row when it went through, none when the buyer could not pay. */
function paymentSql(sale: Sale, price: number): SQL {
  const now = sale.now.toISOString();
  if (sale.payment === 'credit')
    return sql`update premium_credit_grants set credits_used = credits_used + 1
      where id = (select g.id from premium_credit_grants g
        where g.user_id = ${sale.userId} and g.period_start <= ${now}::timestamptz
          and g.period_end > ${now}::timestamptz and g.credits_used < g.credits
        order by g.period_end limit 1 for update)
      returning id, null::int as balance_cents`;
  if (sale.payment === 'wallet')
    return sql`update wallets set balance_cents = balance_cents - ${price}::int, updated_at = ${now}::timestamptz
      where user_id = ${sale.userId} and balance_cents >= ${price}::int
      returning null::uuid as id, balance_cents`;
  return sql`select null::uuid as id, null::int as balance_cents`;
}

/** The wallet's ledger entry of an exclusive sale, written by the sale's statement. */
const walletEntrySql = (lead: LeadRow, userId: string, price: number, now: Date) => sql`,
  entry as (
    insert into wallet_entries (user_id, kind, amount_cents, description, lead_purchase_id, created_at)
    select ${userId}::uuid, 'purchase'::wallet_entry_kind, ${-price}::int,
      ${`Exclusive lead in ${lead.city}, ${lead.state} ${lead.zip}`}::text,
      sale.id, ${now.toISOString()}::timestamptz
    from sale
  )`;

async function refuseUnpaid(tx: Transaction, sale: Sale, price: number): Promise<never> {
  if (sale.payment === 'credit') {
    throw new AppError(
      'PAYMENT_REQUIRED',
      'You have no premium credits left this period. Credits reset with your next billing month, or choose a bigger plan.',
    );
  }
  // Read afresh: the statement's snapshot predates a concurrent purchase that emptied the wallet.
  const balance = await walletBalanceCents(tx, sale.userId);
  throw new AppError(
    'PAYMENT_REQUIRED',
    `Your wallet has $${centsToDollars(balance).toFixed(2)}; this lead costs $${centsToDollars(price).toFixed(2)}. Add funds to buy it.`,
  );
}

/**
 * Every way a lead becomes a buyer's (docs/product.md §5): a premium lead taken with a credit, an
 * exclusive lead bought from the wallet, a premium lead the team grants as a replacement. Two
 * statements in the caller's transaction: the lead's row lock with every check, then the payment,
 * the purchase, the lead's buyer count (sold out at its limit) and the figures of the answer.
 * Concurrent buyers queue on the lead's lock, so limits hold under races; the wallet's check
 * constraint makes a negative balance impossible. The sale's deliveries are written in the same
 * transaction (`onSale`).
 */
export async function grantLeadToBuyer(tx: Transaction, sale: Sale): Promise<PurchaseOutcome> {
  const { userId, now } = sale;
  const locked = await lockLead(tx, sale.leadId, userId);
  const { lead } = locked;
  if (sale.payment === 'wallet' && (lead.leadType !== 'exclusive' || lead.priceCents === null))
    throw new AppError('CONFLICT', 'This is a premium lead: take it with a credit.');
  if (sale.payment === 'credit' && lead.leadType !== 'premium')
    throw new AppError('CONFLICT', 'This is an exclusive lead: buy it from your wallet.');
  if (sale.payment === 'replacement' && lead.leadType !== 'premium')
    throw new AppError('CONFLICT', 'A replacement must be a premium lead.');
  assertForSale(locked, now);
  // A replacement was paid for with the purchase it replaces.
  if (sale.payment !== 'replacement') assertMayPay(locked);
  const price = sale.payment === 'wallet' ? lead.priceCents! : 0;
  const statement = `grant_lead_${sale.payment}`;
  const [row] = await rowsOfPrepared<SaleRow>(
    tx,
    statement,
    sql`with payment as (${paymentSql(sale, price)}),
      ${saleSql(lead, userId, sale.purchasedBy ?? userId, price, now)}
      ${sale.payment === 'wallet' ? walletEntrySql(lead, userId, price, now) : sql``}
      select (select id from sale) as purchase_id, (select created_at from sale) as purchased_at,
        exists (select 1 from payment) as paid,
        ${creditsLeftSql(userId, now)} - ${sale.payment === 'credit' ? 1 : 0} as credits_left,
        coalesce((select balance_cents from payment),
          (select balance_cents from wallets where user_id = ${userId})) as balance_cents`,
  );
  if (!row?.paid) return refuseUnpaid(tx, sale, price);
  const purchase = purchaseOf(row);
  // Money spent on a lead earns the referring affiliate's commission (docs/product.md §14).
  if (sale.payment === 'wallet' && locked.earnsCommission)
    await accrueCommission(tx, { userId, source: { leadPurchaseId: purchase.id }, amountCents: price, now });
  await deliver(tx, locked, purchase.id, sale.onSale);
  return {
    purchaseId: purchase.id,
    lead: toPurchasedLead(lead, purchase.createdAt, price),
    credits_left: Number(row.credits_left),
    wallet_balance: centsToDollars(Number(row.balance_cents ?? 0)),
  };
}

/** Who a sale is for: the account that pays and owns it, and the member who made it (decision 036). */
export interface Buyer {
  accountId: string;
  memberId: string;
}

/**
 * A sale in a transaction of its own, with the request's Idempotency-Key claimed by its first
 * statement and answered by its last when there is one (http/idempotency.ts, decision 035).
 */
function sellInTransaction(db: DbOrTx, sale: Sale, claim?: TransactionClaim<PurchaseOutcome>) {
  return db.transaction(async (tx) => {
    await claim?.enter(tx);
    const outcome = await grantLeadToBuyer(tx, sale);
    await claim?.seal(tx, outcome);
    return outcome;
  });
}

/** Takes a premium lead with one credit: at most 3 buyers, never twice by one account. */
export async function takePremiumLead(
  db: DbOrTx,
  buyer: Buyer,
  leadId: string,
  now: Date,
  onSale?: OnSale,
  claim?: TransactionClaim<PurchaseOutcome>,
): Promise<PurchaseOutcome> {
  return sellInTransaction(
    db,
    { userId: buyer.accountId, purchasedBy: buyer.memberId, leadId, now, payment: 'credit', onSale },
    claim,
  );
}

/** Buys an exclusive lead from the wallet: exactly one buyer wins; the others get a 409, never a debit. */
export async function buyExclusiveLead(
  db: DbOrTx,
  buyer: Buyer,
  leadId: string,
  now: Date,
  onSale?: OnSale,
  claim?: TransactionClaim<PurchaseOutcome>,
): Promise<PurchaseOutcome> {
  return sellInTransaction(
    db,
    { userId: buyer.accountId, purchasedBy: buyer.memberId, leadId, now, payment: 'wallet', onSale },
    claim,
  );
}
