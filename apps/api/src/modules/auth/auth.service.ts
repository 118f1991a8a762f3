import type { CurrentUser, loginSchema, signUpSchema } from '@app/shared';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import {
  affiliates,
  pendingSignUps,
  promoCodes,
  subscriptions,
  users,
  wallets,
} from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { DAY_MS } from '../../lib/time.js';
import { isAffiliatesOwnEmail, refuseSelfReferral } from '../affiliates/index.js';
import type { SessionUser } from '../../http/session.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';

export function toCurrentUserDto(user: SessionUser): CurrentUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    purchase_planid: user.purchasePlanId,
    stripeCustomerId: user.stripeCustomerId,
    payment_method_id: user.paymentMethodId,
    alert_phone: user.alertPhone,
  };
}

async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return user;
}

async function assertPromoCode(db: DbOrTx, code: string | undefined) {
  if (!code) return undefined;
  const normalised = code.toUpperCase();
  const [promo] = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, normalised), eq(promoCodes.isActive, true)));
  if (!promo) {
    throw new AppError('VALIDATION', 'Invalid request body', {
      errors: [{ path: 'body.promo_code', message: 'This promo code is not valid' }],
    });
  }
  return normalised;
}

/**
 * Step 1 of sign-up: store the request and email a confirmation link. The account exists only
 * once the link is opened, and the answer never says whether the email was already registered.
 */
export async function requestSignUp(ctx: AppContext, input: z.output<typeof signUpSchema>): Promise<void> {
  const promoCode = await assertPromoCode(ctx.db, input.promo_code);
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) {
    await ctx.email.send({
      to: input.email,
      template: 'sign-up-existing-account',
      subject: `You already have a ${ctx.config.brandName} account`,
      text: `Someone (hopefully you) tried to create a ${ctx.config.brandName} account with this email, but you already have one.\n\nSign in at ${ctx.config.appUrl}/login — or reset your password there if you have forgotten it.\n\nIf this was not you, you can ignore this email; nothing has changed.`,
    });
    return;
  }
  const token = randomToken(32);
  const now = ctx.clock.now();
  await ctx.db.insert(pendingSignUps).values({
    tokenHash: sha256(token),
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    promoCode: promoCode ?? null,
    referralCode: input.referral_code ?? null,
    expiresAt: new Date(now.getTime() + 2 * DAY_MS),
  });
  await ctx.email.send({
    to: input.email,
    template: 'verify-email',
    subject: `Confirm your email to finish joining ${ctx.config.brandName}`,
    text: `Hi ${input.name},\n\nConfirm your email to activate your account:\n${ctx.config.appUrl}/verify-email?token=${token}\n\nThe link works for 48 hours. If you did not sign up, ignore this email.`,
  });
}

/** Step 2 of sign-up: the link was opened; create the member (and their wallet) and return the id. */
export async function confirmSignUp(ctx: AppContext, token: string): Promise<string> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingSignUps)
      .where(and(eq(pendingSignUps.tokenHash, sha256(token)), gt(pendingSignUps.expiresAt, now)))
      .returning();
    if (!pending) {
      throw new AppError(
        'VALIDATION',
        'This confirmation link has expired or was already used. Please sign up again.',
        {
          errors: [{ path: 'body.token', message: 'This confirmation link has expired or was already used' }],
        },
      );
    }
    const existing = await findUserByEmail(tx, pending.email);
    if (existing) return existing.id;
    const [affiliate] = pending.referralCode
      ? await tx
          .select({ id: affiliates.id, email: affiliates.email })
          .from(affiliates)
          .where(eq(affiliates.referralCode, pending.referralCode.toUpperCase()))
      : [];
    // docs/product.md §14: an affiliate signing up as a customer with their own code is not referred.
    const isSelfReferral = affiliate ? isAffiliatesOwnEmail(affiliate.email, pending.email) : false;
    const [user] = await tx
      .insert(users)
      .values({
        name: pending.name,
        email: pending.email,
        passwordHash: pending.passwordHash,
        isAdultConfirmedAt: pending.createdAt,
        termsAcceptedAt: pending.createdAt,
        promoCode: pending.promoCode,
        referredByAffiliateId: isSelfReferral ? null : (affiliate?.id ?? null),
      })
      .returning({ id: users.id });
    if (affiliate && isSelfReferral)
      await refuseSelfReferral(tx, { userId: user!.id, affiliateId: affiliate.id, reason: 'email', now });
    await tx.insert(wallets).values({ userId: user!.id });
    await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, pending.email));
    return user!.id;
  });
}

/** The same 401 for an unknown email and a wrong password, after the same amount of work. */
export async function authenticate(db: DbOrTx, input: z.output<typeof loginSchema>): Promise<string> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect.');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect.');
  }
  return user.id;
}

export async function loadSessionUser(db: DbOrTx, userId: string): Promise<SessionUser> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      stripeCustomerId: users.stripeCustomerId,
      paymentMethodId: users.paymentMethodId,
      purchasePlanId: subscriptions.planId,
      alertPhone: users.alertPhone,
    })
    .from(users)
    .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), ne(subscriptions.status, 'canceled')))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
