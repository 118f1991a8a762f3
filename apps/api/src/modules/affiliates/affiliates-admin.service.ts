import { LIMITS, type AFFILIATE_STATUSES } from '@app/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { affiliateCommissions, affiliatePayouts, affiliates, users } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars, formatDollars } from '../../lib/money.js';

type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

/**
 * What an affiliate has earned and been paid (docs/product.md §14). Earned is net of reversals;
 * of it, what is younger than its 30-day hold is held, the rest is payable once what was already
 * paid is taken off. A reversal after a payout can leave payable below zero: the next commissions
 * make it up before anything more is paid.
 */
async function affiliateTotals(db: DbOrTx, affiliateId: string, now: Date) {
  const [[commission], [paid]] = await Promise.all([
    db
      .select({
        earned: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}), 0)::int`,
        matured: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}) filter (where ${affiliateCommissions.payableAt} <= ${now.toISOString()}::timestamptz), 0)::int`,
        reversed: sql<number>`coalesce(-sum(${affiliateCommissions.amountCents}) filter (where ${affiliateCommissions.kind} <> 'earned'), 0)::int`,
      })
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateId, affiliateId)),
    db
      .select({ cents: sql<number>`coalesce(sum(${affiliatePayouts.amountCents}), 0)::int` })
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, affiliateId)),
  ]);
  const earnedCents = Number(commission?.earned ?? 0);
  const maturedCents = Number(commission?.matured ?? 0);
  const paidCents = Number(paid?.cents ?? 0);
  return {
    earnedCents,
    heldCents: earnedCents - maturedCents,
    payableCents: maturedCents - paidCents,
    reversedCents: Number(commission?.reversed ?? 0),
    paidCents,
    owedCents: earnedCents - paidCents,
  };
}

/** Referral link, referred customers, commission and payouts of one affiliate. */
export async function loadAffiliateDetails(ctx: AppContext, affiliateId: string) {
  const db = ctx.db;
  const [affiliate] = await db.select().from(affiliates).where(eq(affiliates.id, affiliateId));
  if (!affiliate) throw new AppError('NOT_FOUND', 'No affiliate has this id.');
  const [referred, payouts, totals] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.referredByAffiliateId, affiliateId))
      .orderBy(desc(users.createdAt), desc(users.id)),
    db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, affiliateId))
      .orderBy(desc(affiliatePayouts.paidAt), desc(affiliatePayouts.id)),
    affiliateTotals(db, affiliateId, ctx.clock.now()),
  ]);
  return {
    _id: affiliate.id,
    name: affiliate.name,
    email: affiliate.email,
    status: affiliate.status,
    notes: affiliate.notes,
    referral_code: affiliate.referralCode,
    referral_link: `${ctx.config.appUrl}/sign-up?ref=${encodeURIComponent(affiliate.referralCode)}`,
    referred_customers: referred.map((u) => ({
      _id: u.id,
      name: u.name,
      email: u.email,
      joined_at: u.createdAt.toISOString(),
    })),
    commission_earned: centsToDollars(totals.earnedCents),
    commission_held: centsToDollars(totals.heldCents),
    commission_payable: centsToDollars(totals.payableCents),
    commission_reversed: centsToDollars(totals.reversedCents),
    paid_out: centsToDollars(totals.paidCents),
    balance_owed: centsToDollars(totals.owedCents),
    payouts: payouts.map((p) => ({
      _id: p.id,
      amount: centsToDollars(p.amountCents),
      note: p.note,
      paid_at: p.paidAt.toISOString(),
    })),
  };
}

async function lockAffiliate(tx: DbOrTx, id: string) {
  const [affiliate] = await tx.select().from(affiliates).where(eq(affiliates.id, id)).for('update');
  if (!affiliate) throw new AppError('NOT_FOUND', 'No affiliate has this id.');
  return affiliate;
}

export async function editAffiliate(
  ctx: AppContext,
  adminId: string,
  input: { id: string; status?: AffiliateStatus | undefined; notes?: string | undefined },
) {
  await ctx.db.transaction(async (tx) => {
    const affiliate = await lockAffiliate(tx, input.id);
    const [after] = await tx
      .update(affiliates)
      .set({
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      })
      .where(eq(affiliates.id, affiliate.id))
      .returning();
    await audit(tx, {
      actorUserId: adminId,
      action: 'affiliate.update',
      entity: 'affiliate',
      entityId: affiliate.id,
      before: affiliate,
      after,
      now: ctx.clock.now(),
    });
  });
  return loadAffiliateDetails(ctx, input.id);
}

/**
 * Records money paid to an affiliate: at most what is payable, that is earned, past its 30-day
 * hold, not reversed and not yet paid (docs/product.md §14). The affiliate's row is locked so two
 * payouts recorded at once cannot both pass the check and pay more than that.
 */
export async function payAffiliate(
  ctx: AppContext,
  adminId: string,
  input: { affiliate_id: string; amount: number; note: string },
) {
  const amountCents = Math.round(input.amount * 100);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const affiliate = await lockAffiliate(tx, input.affiliate_id);
    const before = await affiliateTotals(tx, affiliate.id, now);
    if (amountCents > before.payableCents) {
      const held =
        before.heldCents > 0
          ? ` (${formatDollars(before.heldCents)} more is held for ${LIMITS.affiliateCommissionHoldDays} days)`
          : '';
      throw new AppError(
        'CONFLICT',
        `A payout of ${formatDollars(amountCents)} is more than the ${formatDollars(Math.max(0, before.payableCents))} payable to ${affiliate.name}${held}.`,
      );
    }
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({
        affiliateId: affiliate.id,
        amountCents,
        note: input.note,
        paidAt: now,
        createdBy: adminId,
        createdAt: now,
      })
      .returning();
    await audit(tx, {
      actorUserId: adminId,
      action: 'affiliate.payout',
      entity: 'affiliate_payout',
      entityId: payout!.id,
      before: null,
      after: {
        ...payout,
        balance_owed_before_cents: before.owedCents,
        balance_owed_after_cents: before.owedCents - amountCents,
        payable_before_cents: before.payableCents,
        payable_after_cents: before.payableCents - amountCents,
      },
      now,
    });
  });
  return loadAffiliateDetails(ctx, input.affiliate_id);
}
