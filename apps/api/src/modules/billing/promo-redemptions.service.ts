import { firstMonthDiscountCents } from '@app/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { plans } from '../../db/schema/index.js';
import { paymentCards, payments, promoCodes, promoRedemptions, users } from '../../db/schema/index.js';
import { canonicalEmailOf } from '../../lib/email-identity.js';
import { AppError } from '../../lib/errors.js';

type PlanRow = typeof plans.$inferSelect;

/** The keyed hash of a canonical e-mail that a redemption keeps after the account is deleted. */
const EMAIL_HASH_PURPOSE = 'promo-redemption-email';

export interface FirstPaymentDiscount {
  code: string | null;
  discountCents: number;
  /** The code came from the sign-up form, not from this request. */
  isFromSignUp: boolean;
}

const NO_DISCOUNT: FirstPaymentDiscount = { code: null, discountCents: 0, isFromSignUp: false };

const promoFieldError = (status: 'VALIDATION' | 'CONFLICT', message: string, detail = message) =>
  new AppError(status, detail, { errors: [{ path: 'body.promo_code', message }] });

/**
 * A code kept from sign-up that cannot be used (or was just used) is dropped, so that it never
 * blocks a later subscription: the next try pays the full price.
 */
async function dropSignUpCode(db: DbOrTx, userId: string, code: string) {
  await db
    .update(users)
    .set({ promoCode: null })
    .where(and(eq(users.id, userId), sql`upper(${users.promoCode}) = ${code}`));
}

/**
 * The discount of a promo code on a member's first subscription payment: one month's worth of its
 * percentage (docs/product.md §14), never more than the charge. Refuses an unknown code, and a
 * member who already paid a subscription.
 */
export async function firstPaymentDiscountOf(
  ctx: AppContext,
  userId: string,
  plan: PlanRow,
  input: { typed: string | undefined; fromSignUp: string | null },
): Promise<FirstPaymentDiscount> {
  const raw = input.typed || input.fromSignUp;
  if (!raw) return NO_DISCOUNT;
  const isFromSignUp = !input.typed;
  const code = raw.trim().toUpperCase();
  const [promo] = await ctx.db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), eq(promoCodes.isActive, true)));
  if (!promo) {
    await dropSignUpCode(ctx.db, userId, code);
    throw promoFieldError('VALIDATION', 'This promo code is not valid');
  }
  const [earlier] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.kind, 'subscription'), eq(payments.status, 'succeeded')),
    )
    .limit(1);
  if (earlier) {
    await dropSignUpCode(ctx.db, userId, code);
    throw promoFieldError('VALIDATION', `${code} applies to the first payment only`);
  }
  // One per person (e-mail, card, payment customer): checked here so that the order summary never
  // shows a discount the charge would refuse; the claim's unique indexes still decide under races.
  if (await isRedeemedByThisPerson(ctx, userId, code)) {
    await dropSignUpCode(ctx.db, userId, code);
    throw alreadyRedeemed(code, isFromSignUp);
  }
  const discountCents = Math.min(
    plan.priceCents,
    firstMonthDiscountCents(plan.priceCents, plan.occurrence, promo.percentOff),
  );
  return { code, discountCents, isFromSignUp };
}

async function isRedeemedByThisPerson(ctx: AppContext, userId: string, code: string) {
  const person = await redeemerOf(ctx, userId);
  const [found] = await ctx.db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.code, code),
        or(
          eq(promoRedemptions.emailHash, person.emailHash),
          person.cardFingerprint ? eq(promoRedemptions.cardFingerprint, person.cardFingerprint) : undefined,
          person.paymentCustomerId
            ? eq(promoRedemptions.paymentCustomerId, person.paymentCustomerId)
            : undefined,
        ),
      ),
    )
    .limit(1);
  return Boolean(found);
}

function alreadyRedeemed(code: string, isFromSignUp: boolean) {
  const message = `${code} was already redeemed with this email address, card or payment account: it is one per person.`;
  return promoFieldError(
    'CONFLICT',
    message,
    isFromSignUp
      ? `${message} The code from your sign-up was removed: subscribe again to pay the full price.`
      : message,
  );
}

/** Who the member is for the one-per-person rule: their e-mail, their card, their payment customer. */
async function redeemerOf(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ email: users.email, customerId: users.stripeCustomerId, fingerprint: paymentCards.fingerprint })
    .from(users)
    .leftJoin(paymentCards, eq(paymentCards.paymentMethodId, users.paymentMethodId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    emailHash: ctx.secrets.keyedHash(EMAIL_HASH_PURPOSE, canonicalEmailOf(row.email)),
    cardFingerprint: row.fingerprint,
    paymentCustomerId: row.customerId,
  };
}

/**
 * Claims the redemption for this payment before the card is charged (docs/product.md §14: one per
 * person). The unique indexes on e-mail hash, card fingerprint and payment customer refuse a
 * second claim by any of them, also when two accounts claim at the same moment. A payment that
 * does not go through gives its claim back (releasePromoRedemption).
 */
export async function claimPromoRedemption(
  ctx: AppContext,
  input: { userId: string; discount: FirstPaymentDiscount; paymentId: string; now: Date },
) {
  const { code } = input.discount;
  if (!code) return;
  const [claimed] = await ctx.db
    .insert(promoRedemptions)
    .values({
      code,
      userId: input.userId,
      ...(await redeemerOf(ctx, input.userId)),
      paymentId: input.paymentId,
      discountCents: input.discount.discountCents,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  if (claimed) return;
  await dropSignUpCode(ctx.db, input.userId, code);
  throw alreadyRedeemed(code, input.discount.isFromSignUp);
}

/** The redemption was paid for: the code kept from sign-up has done its work. */
export const settlePromoRedemption = (db: DbOrTx, userId: string, code: string | null) =>
  code ? dropSignUpCode(db, userId, code) : Promise.resolve();

/** The charge failed: the claim was never a redemption. */
export async function releasePromoRedemption(db: DbOrTx, paymentId: string) {
  await db.delete(promoRedemptions).where(eq(promoRedemptions.paymentId, paymentId));
}
