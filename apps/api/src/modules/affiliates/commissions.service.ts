import { LIMITS } from '@app/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { affiliateCommissions, affiliates, leadPurchases, users } from '../../db/schema/index.js';
import { canonicalEmailOf } from '../../lib/email-identity.js';
import { DAY_MS } from '../../lib/time.js';
import { audit } from '../audit/index.js';

/** 11% of the money, in whole cents (half a cent rounds up). */
export const commissionCentsOf = (amountCents: number) =>
  Math.round((amountCents * LIMITS.affiliateCommissionPercent) / 100);

/**
 * What a commission is a share of (docs/product.md §14): a subscription payment, or an exclusive
 * lead bought from the wallet. Credit packs will be a third source when they exist; wallet top-ups
 * never are, since a top-up can still be refunded or charged back and is not yet money spent.
 */
export type CommissionSource =
  { paymentId: string } | { leadPurchaseId: string } | { creditPackPurchaseId: string };

const sourceColumns = (source: CommissionSource) => ({
  paymentId: 'paymentId' in source ? source.paymentId : null,
  leadPurchaseId: 'leadPurchaseId' in source ? source.leadPurchaseId : null,
  creditPackPurchaseId: 'creditPackPurchaseId' in source ? source.creditPackPurchaseId : null,
});

const sourceFilter = (source: CommissionSource) =>
  'paymentId' in source
    ? eq(affiliateCommissions.paymentId, source.paymentId)
    : 'leadPurchaseId' in source
      ? eq(affiliateCommissions.leadPurchaseId, source.leadPurchaseId)
      : eq(affiliateCommissions.creditPackPurchaseId, source.creditPackPurchaseId);

type SelfReferral = 'email' | 'card' | 'payment_customer';

/**
 * Whether the payer is the affiliate: the affiliate's own customer account (an account whose
 * canonical e-mail is the affiliate's), or a member paying with one of that account's cards or
 * through its payment customer. Null when the payer is someone else.
 */
async function selfReferralOf(
  db: DbOrTx,
  payerId: string,
  affiliateEmail: string,
): Promise<SelfReferral | null> {
  const [row] = await rowsOf<{ email: boolean; card: boolean; customer: boolean }>(
    db,
    sql`with own as (
        select id, stripe_customer_id from users
        where email_canonical = ${canonicalEmailOf(affiliateEmail)} and deleted_at is null
      ), payer as (select id, stripe_customer_id from users where id = ${payerId})
      select
        exists (select 1 from own where own.id = ${payerId}) as email,
        exists (select 1 from payment_cards mine join payment_cards theirs
            on theirs.fingerprint = mine.fingerprint
          where mine.user_id = ${payerId} and theirs.user_id in (select id from own)) as card,
        exists (select 1 from payer where payer.stripe_customer_id is not null and (
            payer.stripe_customer_id in (select stripe_customer_id from own)
            or payer.stripe_customer_id in (select customer_id from payment_cards
              where user_id in (select id from own)))) as customer`,
  );
  if (row?.email) return 'email';
  if (row?.card) return 'card';
  if (row?.customer) return 'payment_customer';
  return null;
}

/**
 * Self-referral is refused (docs/product.md §14): the member is no longer counted as referred, and
 * the team finds the refusal in the audit log.
 */
export async function refuseSelfReferral(
  db: DbOrTx,
  input: { userId: string; affiliateId: string; reason: SelfReferral; now: Date },
) {
  await db
    .update(users)
    .set({ referredByAffiliateId: null })
    .where(and(eq(users.id, input.userId), eq(users.referredByAffiliateId, input.affiliateId)));
  await audit(db, {
    actorUserId: null,
    action: 'affiliate.self_referral_refused',
    entity: 'affiliate',
    entityId: input.affiliateId,
    before: { user_id: input.userId, referred_by_affiliate_id: input.affiliateId },
    after: { user_id: input.userId, referred_by_affiliate_id: null, reason: input.reason },
    now: input.now,
  });
}

/** True when a sign-up's e-mail is the affiliate's own, however it is spelled (lib/email-identity.ts). */
export const isAffiliatesOwnEmail = (affiliateEmail: string, memberEmail: string) =>
  canonicalEmailOf(affiliateEmail) === canonicalEmailOf(memberEmail);

/**
 * Records the referring affiliate's 11% of money a member spent, once per source (unique per
 * payment and per lead purchase), payable 30 days later. Nothing is earned when the affiliate is
 * not active at the time of the payment, or when the payer turns out to be the affiliate.
 */
export async function accrueCommission(
  db: DbOrTx,
  input: { userId: string; source: CommissionSource; amountCents: number; now: Date },
) {
  const amountCents = commissionCentsOf(input.amountCents);
  if (amountCents <= 0) return;
  const [referrer] = await db
    .select({ id: affiliates.id, status: affiliates.status, email: affiliates.email })
    .from(users)
    .innerJoin(affiliates, eq(affiliates.id, users.referredByAffiliateId))
    .where(eq(users.id, input.userId));
  if (referrer?.status !== 'active') return;
  const self = await selfReferralOf(db, input.userId, referrer.email);
  if (self) {
    await refuseSelfReferral(db, {
      userId: input.userId,
      affiliateId: referrer.id,
      reason: self,
      now: input.now,
    });
    return;
  }
  await db
    .insert(affiliateCommissions)
    .values({
      affiliateId: referrer.id,
      userId: input.userId,
      kind: 'earned',
      ...sourceColumns(input.source),
      amountCents,
      payableAt: new Date(input.now.getTime() + LIMITS.affiliateCommissionHoldDays * DAY_MS),
      createdAt: input.now,
    })
    .onConflictDoNothing();
}

/** The earned row of a source and what is left of it after earlier reversals and restorations. */
async function commissionLeftOn(db: DbOrTx, source: CommissionSource) {
  const rows = await db.select().from(affiliateCommissions).where(sourceFilter(source));
  const earned = rows.find((row) => row.kind === 'earned');
  return { earned, leftCents: rows.reduce((sum, row) => sum + row.amountCents, 0) };
}

/**
 * Takes back the commission on `reversedCents` of a source's money (all of it for a full
 * reversal), never more than is left of it; a new negative row, dated like the one it corrects so
 * that it comes off what is held or what is payable. Returns the cents taken back.
 */
export async function reverseCommission(
  db: DbOrTx,
  input: {
    source: CommissionSource;
    reversedCents: number;
    reversalId?: string | null;
    refundRequestId?: string | null;
    now: Date;
  },
): Promise<number> {
  const { earned, leftCents } = await commissionLeftOn(db, input.source);
  const cents = Math.min(leftCents, commissionCentsOf(input.reversedCents));
  if (!earned || cents <= 0) return 0;
  await db.insert(affiliateCommissions).values({
    affiliateId: earned.affiliateId,
    userId: earned.userId,
    kind: 'reversed',
    ...sourceColumns(input.source),
    reversalId: input.reversalId ?? null,
    refundRequestId: input.refundRequestId ?? null,
    amountCents: -cents,
    payableAt: earned.payableAt,
    createdAt: input.now,
  });
  return cents;
}

/**
 * A reversed top-up left the member owing `debtCents`: the newest exclusive leads that money paid
 * for are unpaid until the debt is, so their commission is taken back up to that much spending.
 */
export async function reverseCommissionOnUnpaidLeads(
  db: DbOrTx,
  input: { userId: string; debtCents: number; reversalId: string; now: Date },
) {
  let unpaidCents = input.debtCents;
  const purchases = await db
    .select({ id: leadPurchases.id, priceCents: leadPurchases.priceCents })
    .from(leadPurchases)
    .where(
      and(
        eq(leadPurchases.userId, input.userId),
        eq(leadPurchases.leadType, 'exclusive'),
        sql`${leadPurchases.reversedAt} is null`,
      ),
    )
    .orderBy(desc(leadPurchases.createdAt), desc(leadPurchases.id));
  for (const purchase of purchases) {
    if (unpaidCents <= 0) break;
    const unpaidOfThis = Math.min(unpaidCents, purchase.priceCents);
    await reverseCommission(db, {
      source: { leadPurchaseId: purchase.id },
      reversedCents: unpaidOfThis,
      reversalId: input.reversalId,
      now: input.now,
    });
    unpaidCents -= unpaidOfThis;
  }
}

/** A won dispute gives back every commission it took back, dated as before. */
export async function restoreCommissions(db: DbOrTx, reversalId: string, now: Date) {
  const reversed = await db
    .select()
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.reversalId, reversalId), eq(affiliateCommissions.kind, 'reversed')));
  for (const row of reversed) {
    await db.insert(affiliateCommissions).values({
      affiliateId: row.affiliateId,
      userId: row.userId,
      kind: 'restored',
      paymentId: row.paymentId,
      leadPurchaseId: row.leadPurchaseId,
      reversalId,
      amountCents: -row.amountCents,
      payableAt: row.payableAt,
      createdAt: now,
    });
  }
}
