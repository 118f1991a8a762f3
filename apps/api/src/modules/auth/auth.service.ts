import type { CurrentUser, loginSchema, signUpSchema, verifyEmailSchema } from '@app/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import {
  affiliates,
  pendingSignUps,
  plans,
  promoCodes,
  subscriptions,
  users,
  wallets,
  smsOptOuts,
  teamMembers,
} from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { DAY_MS } from '../../lib/time.js';
import { isAffiliatesOwnEmail, refuseSelfReferral } from '../affiliates/index.js';
import type { SessionUser } from '../../http/session.js';
import {
  accountSubscriptionOn,
  sessionUserColumns,
  teamMembershipOn,
} from '../../http/session-user-columns.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { mayMailAddress } from '../../http/mail-quota.js';
import { existingAccountMail, signUpConfirmationMail } from './account-mails.js';

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
    alert_phone_paused_at: user.alertPhonePausedAt?.toISOString() ?? null,
    account_id: user.accountId,
    team_role: user.teamRole,
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

const SIGN_UP_LINK_LIFETIME_MS = 2 * DAY_MS;

/** A chosen plan is a way forward, not a condition: one no longer sold online is simply not carried. */
async function planOnSaleOrNull(db: DbOrTx, planId: string | undefined) {
  if (!planId) return null;
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), isNull(plans.retiredAt), gt(plans.priceCents, 0)));
  return plan?.id ?? null;
}

/**
 * Step 1 of sign-up: record the request and email a confirmation link. No password is taken: the
 * account will belong to whoever opens the link and chooses one (docs/decisions/018). The answer
 * never says whether the email was registered, and neither does the time it takes (docs/product.md §15):
 * both branches run the same statements (one lookup, one pending row, one mail). For a registered
 * email the row's token is mailed to nobody and could not be confirmed anyway (confirmSignUp
 * refuses registered emails); the maintenance job drops it after 48 hours.
 */
export async function requestSignUp(ctx: AppContext, input: z.output<typeof signUpSchema>): Promise<void> {
  const promoCode = await assertPromoCode(ctx.db, input.promo_code);
  if (!(await mayMailAddress(ctx, 'sign-up', input.email))) return;
  const existing = await findUserByEmail(ctx.db, input.email);
  const token = randomToken(32);
  await ctx.db.insert(pendingSignUps).values({
    tokenHash: sha256(token),
    email: input.email,
    name: input.name,
    promoCode: promoCode ?? null,
    referralCode: input.referral_code ?? null,
    planId: await planOnSaleOrNull(ctx.db, input.plan_id),
    expiresAt: new Date(ctx.clock.now().getTime() + SIGN_UP_LINK_LIFETIME_MS),
  });
  await ctx.email.send(
    existing ? existingAccountMail(ctx, input.email) : signUpConfirmationMail(ctx, input.email, token),
  );
}

const linkExpired = () =>
  new AppError(
    'VALIDATION',
    'This confirmation link has expired or was already used. Please sign up again.',
    {
      errors: [{ path: 'body.token', message: 'This confirmation link has expired or was already used' }],
    },
  );

/**
 * Mails the sign-up's link again, under a new token (the old link stops working), when a sign-up
 * waits for this address and no account has it; answers the same either way, within the address's
 * allowance of sign-up mails.
 */
export async function resendSignUpLink(ctx: AppContext, email: string): Promise<void> {
  if (!(await mayMailAddress(ctx, 'sign-up', email))) return;
  const now = ctx.clock.now();
  if (await findUserByEmail(ctx.db, email)) return;
  const [pending] = await ctx.db
    .select({ tokenHash: pendingSignUps.tokenHash, email: pendingSignUps.email })
    .from(pendingSignUps)
    .where(
      and(sql`lower(${pendingSignUps.email}) = ${email.toLowerCase()}`, gt(pendingSignUps.expiresAt, now)),
    )
    .orderBy(desc(pendingSignUps.createdAt))
    .limit(1);
  if (!pending) return;
  const token = randomToken(32);
  await ctx.db
    .update(pendingSignUps)
    .set({ tokenHash: sha256(token), expiresAt: new Date(now.getTime() + SIGN_UP_LINK_LIFETIME_MS) })
    .where(eq(pendingSignUps.tokenHash, pending.tokenHash));
  await ctx.email.send(signUpConfirmationMail(ctx, pending.email, token));
}

/** The email has had an account since the link was sent: the link must not sign anyone in to it. */
const alreadyRegistered = () =>
  new AppError(
    'VALIDATION',
    'This email already has an account. Log in, or reset your password if you have forgotten it.',
    { errors: [{ path: 'body.token', message: 'This email already has an account' }] },
  );

/** The sign-up behind a link, for the confirmation page: refused when expired, used or registered. */
export async function findPendingSignUp(ctx: AppContext, token: string) {
  const [pending] = await ctx.db
    .select({ email: pendingSignUps.email, name: pendingSignUps.name, plan_id: pendingSignUps.planId })
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.tokenHash, sha256(token)), gt(pendingSignUps.expiresAt, ctx.clock.now())));
  if (!pending) throw linkExpired();
  if (await findUserByEmail(ctx.db, pending.email)) throw alreadyRegistered();
  return pending;
}

/**
 * Step 2 of sign-up: the person who opened the link chose the password; create the member (and
 * their wallet) with it and return the id. An email that has an account by now is refused, so a
 * link can never sign anyone in to an existing account.
 */
export async function confirmSignUp(
  ctx: AppContext,
  input: z.output<typeof verifyEmailSchema>,
): Promise<string> {
  await findPendingSignUp(ctx, input.token);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingSignUps)
      .where(and(eq(pendingSignUps.tokenHash, sha256(input.token)), gt(pendingSignUps.expiresAt, now)))
      .returning();
    if (!pending) throw linkExpired();
    if (await findUserByEmail(tx, pending.email)) throw alreadyRegistered();
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
        name: input.name,
        email: pending.email,
        passwordHash,
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

/** The answer to a log-in with an email whose sign-up was never confirmed (docs/product.md §15). */
export const SIGN_UP_NOT_CONFIRMED =
  'This email has not been confirmed yet: open the link we emailed you to finish signing up, or send it again.';

/** Whether a sign-up for this email waits for its link to be opened. */
async function hasPendingSignUp(db: DbOrTx, email: string, now: Date) {
  const [row] = await db
    .select({ id: pendingSignUps.tokenHash })
    .from(pendingSignUps)
    .where(
      and(sql`lower(${pendingSignUps.email}) = ${email.toLowerCase()}`, gt(pendingSignUps.expiresAt, now)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The same 401 for an unknown email and a wrong password, after the same amount of work. An email
 * with a sign-up still waiting for its link hears so (403), whatever the password: there is no
 * account, and so no password, until the link is opened (decision 018).
 */
export async function authenticate(
  db: DbOrTx,
  input: z.output<typeof loginSchema>,
  now: Date,
): Promise<string> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    if (await hasPendingSignUp(db, input.email, now)) throw new AppError('FORBIDDEN', SIGN_UP_NOT_CONFIRMED);
    throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect.');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect.');
  }
  return user.id;
}

export async function loadSessionUser(db: DbOrTx, userId: string): Promise<SessionUser> {
  const [row] = await db
    .select(sessionUserColumns())
    .from(users)
    .leftJoin(teamMembers, teamMembershipOn())
    .leftJoin(smsOptOuts, eq(smsOptOuts.phone, users.alertPhone))
    .leftJoin(subscriptions, accountSubscriptionOn())
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
