import { LIMITS, type PurchasedLead } from '@app/shared';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client.js';
import {
  leadPurchases,
  leads,
  premiumCreditGrants,
  subscriptions,
  walletEntries,
  wallets,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars } from '../plans/plans.service.js';

type LeadRow = typeof leads.$inferSelect;

export function toPurchasedLead(lead: LeadRow, purchasedAt: Date, priceCents: number): PurchasedLead {
  return {
    id: lead.id,
    lead_name: lead.leadName,
    lead_phone: lead.leadPhone,
    property_type: lead.propertyType,
    listed: lead.listed,
    reason: lead.reason,
    lead_type: lead.leadType,
    selling_timeline: lead.sellingTimeline,
    address_line_1: lead.addressLine1,
    city: lead.city,
    state: lead.state,
    ZIP: lead.zip,
    is_purchased: true,
    location: { type: 'Point', coordinates: [lead.lng, lead.lat] },
    purchased_at: purchasedAt.toISOString(),
    price_paid: centsToDollars(priceCents),
  };
}

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

/** DESIGN.md section 5: a failed renewal payment suspends taking leads until it is paid. */
async function assertNotSuspended(tx: Transaction, userId: string) {
  const [suspended] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'past_due')))
    .limit(1);
  if (suspended) {
    throw new AppError(
      'PAYMENT_REQUIRED',
      'Your last renewal payment failed. Pay it in Billing to keep taking leads.',
    );
  }
}

/** Locks the lead row: every purchase of one lead is serialised on it, so limits hold under races. */
async function lockLead(tx: Transaction, leadId: string): Promise<LeadRow> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!lead) throw new AppError('NOT_FOUND', 'This lead does not exist.');
  return lead;
}

async function assertNotOwned(tx: Transaction, leadId: string, userId: string) {
  const [owned] = await tx
    .select({ id: leadPurchases.id })
    .from(leadPurchases)
    .where(and(eq(leadPurchases.leadId, leadId), eq(leadPurchases.userId, userId)));
  if (owned) throw new AppError('DUPLICATE', 'You already own this lead: find it under Purchased Leads.');
}

function assertBuyable(lead: LeadRow, now: Date) {
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

async function recordSale(tx: Transaction, lead: LeadRow, purchase: typeof leadPurchases.$inferInsert) {
  const [row] = await tx.insert(leadPurchases).values(purchase).returning();
  const buyersCount = lead.buyersCount + 1;
  await tx
    .update(leads)
    .set({ buyersCount, ...(buyersCount >= lead.maxBuyers ? { status: 'sold_out' as const } : {}) })
    .where(eq(leads.id, lead.id));
  return row!;
}

export interface PurchaseOutcome {
  lead: PurchasedLead;
  credits_left: number;
  wallet_balance: number;
  purchaseId: string;
}

/**
 * Takes a premium lead with one credit (DESIGN.md section 5): at most 3 buyers, never twice by the
 * same buyer, only while published and younger than 30 days. All in one transaction.
 */
export type OnSale = (tx: Transaction, purchaseId: string) => Promise<void>;

export async function takePremiumLead(
  db: DbOrTx,
  userId: string,
  leadId: string,
  now: Date,
  onSale?: OnSale,
): Promise<PurchaseOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (lead.leadType !== 'premium')
      throw new AppError('CONFLICT', 'This is an exclusive lead: buy it from your wallet.');
    await assertNotOwned(tx, leadId, userId);
    assertBuyable(lead, now);
    await assertNotSuspended(tx, userId);
    const [grant] = await tx
      .select()
      .from(premiumCreditGrants)
      .where(
        and(
          eq(premiumCreditGrants.userId, userId),
          lte(premiumCreditGrants.periodStart, now),
          gt(premiumCreditGrants.periodEnd, now),
          sql`${premiumCreditGrants.creditsUsed} < ${premiumCreditGrants.credits}`,
        ),
      )
      .orderBy(asc(premiumCreditGrants.periodEnd))
      .limit(1)
      .for('update');
    if (!grant) {
      throw new AppError(
        'PAYMENT_REQUIRED',
        'You have no premium credits left this period. Credits reset with your next billing month, or choose a bigger plan.',
      );
    }
    await tx
      .update(premiumCreditGrants)
      .set({ creditsUsed: sql`${premiumCreditGrants.creditsUsed} + 1` })
      .where(eq(premiumCreditGrants.id, grant.id));
    const purchase = await recordSale(tx, lead, {
      leadId,
      userId,
      leadType: 'premium',
      priceCents: 0,
      creditGrantId: grant.id,
      createdAt: now,
    });
    await onSale?.(tx, purchase.id);
    return {
      purchaseId: purchase.id,
      lead: toPurchasedLead(lead, purchase.createdAt, 0),
      credits_left: await creditsLeft(tx, userId, now),
      wallet_balance: centsToDollars(await walletBalanceCents(tx, userId)),
    };
  });
}

/**
 * Buys an exclusive lead from the wallet in one transaction. Concurrent buyers queue on the lead's
 * row lock: exactly one wins; the others get a 409 and are never debited. The wallet's check
 * constraint makes a negative balance impossible.
 */
export async function buyExclusiveLead(
  db: DbOrTx,
  userId: string,
  leadId: string,
  now: Date,
  onSale?: OnSale,
): Promise<PurchaseOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (lead.leadType !== 'exclusive' || lead.priceCents === null) {
      throw new AppError('CONFLICT', 'This is a premium lead: take it with a credit.');
    }
    await assertNotOwned(tx, leadId, userId);
    assertBuyable(lead, now);
    await assertNotSuspended(tx, userId);
    const price = lead.priceCents;
    const [debited] = await tx
      .update(wallets)
      .set({ balanceCents: sql`${wallets.balanceCents} - ${price}`, updatedAt: now })
      .where(and(eq(wallets.userId, userId), sql`${wallets.balanceCents} >= ${price}`))
      .returning({ balance: wallets.balanceCents });
    if (!debited) {
      const balance = await walletBalanceCents(tx, userId);
      throw new AppError(
        'PAYMENT_REQUIRED',
        `Your wallet has $${centsToDollars(balance).toFixed(2)}; this lead costs $${centsToDollars(price).toFixed(2)}. Add funds to buy it.`,
      );
    }
    const purchase = await recordSale(tx, lead, {
      leadId,
      userId,
      leadType: 'exclusive',
      priceCents: price,
      createdAt: now,
    });
    await onSale?.(tx, purchase.id);
    await tx.insert(walletEntries).values({
      userId,
      kind: 'purchase',
      amountCents: -price,
      description: `Exclusive lead in ${lead.city}, ${lead.state} ${lead.zip}`,
      leadPurchaseId: purchase.id,
      createdAt: now,
    });
    return {
      purchaseId: purchase.id,
      lead: toPurchasedLead(lead, purchase.createdAt, price),
      credits_left: await creditsLeft(tx, userId, now),
      wallet_balance: centsToDollars(debited.balance),
    };
  });
}
