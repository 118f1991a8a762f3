import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  accountTokens,
  apiKeys,
  integrations,
  paymentCards,
  savedSearches,
  sessions,
  subscriptions,
  users,
  webhookEndpoints,
} from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { HOUR_MS } from '../../lib/time.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

async function activeUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return user;
}

/** Emails a reset link when the address belongs to a member; answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const user = await activeUserByEmail(ctx, email);
  if (!user) return;
  const token = randomToken(32);
  await ctx.db.insert(accountTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    kind: 'password_reset',
    expiresAt: new Date(ctx.clock.now().getTime() + HOUR_MS),
  });
  await ctx.email.send({
    to: user.email,
    template: 'password-reset',
    subject: `Reset your ${ctx.config.brandName} password`,
    text: `Hi ${user.name},\n\nChoose a new password here (the link works for one hour):\n${ctx.config.appUrl}/reset-password?token=${token}\n\nIf you did not ask for this, ignore this email; your password stays the same.`,
  });
}

async function consumeToken(ctx: AppContext, token: string, kind: 'password_reset' | 'email_change') {
  const [row] = await ctx.db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.kind, kind),
        gt(accountTokens.expiresAt, ctx.clock.now()),
      ),
    )
    .returning();
  if (!row) {
    throw new AppError('VALIDATION', 'This link has expired or was already used. Ask for a new one.', {
      errors: [{ path: 'body.token', message: 'This link has expired or was already used' }],
    });
  }
  return row;
}

/** Sets the new password and signs out every existing session; returns the member's id. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<string> {
  const row = await consumeToken(ctx, token, 'password_reset');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, row.userId), eq(accountTokens.kind, 'password_reset')));
  });
  return row.userId;
}

async function assertPassword(ctx: AppContext, userId: string, password: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('VALIDATION', 'The password is incorrect', {
      errors: [{ path: 'body.password', message: 'The password is incorrect' }],
    });
  }
  return user;
}

/**
 * Sends a confirmation link to the new address. The answer is the same when the new address is
 * already taken (that owner is told instead), so the form reveals nothing.
 */
export async function requestEmailChange(
  ctx: AppContext,
  userId: string,
  newEmail: string,
  password: string,
) {
  const user = await assertPassword(ctx, userId, password);
  const taken = await activeUserByEmail(ctx, newEmail);
  if (taken) {
    if (taken.id !== user.id) {
      await ctx.email.send({
        to: newEmail,
        template: 'email-change-taken',
        subject: `Someone tried to use this email on ${ctx.config.brandName}`,
        text: `A member tried to move their account to this address, which already has an account. Nothing changed. If this was you, sign in at ${ctx.config.appUrl}/login.`,
      });
    }
    return;
  }
  const token = randomToken(32);
  await ctx.db.insert(accountTokens).values({
    tokenHash: sha256(token),
    userId,
    kind: 'email_change',
    newEmail,
    expiresAt: new Date(ctx.clock.now().getTime() + 24 * HOUR_MS),
  });
  await ctx.email.send({
    to: newEmail,
    template: 'email-change',
    subject: `Confirm your new ${ctx.config.brandName} email`,
    text: `Hi ${user.name},\n\nConfirm this address for your account:\n${ctx.config.appUrl}/confirm-email?token=${token}\n\nThe link works for 24 hours.`,
  });
  await ctx.email.send({
    to: user.email,
    template: 'email-change-notice',
    subject: `Your ${ctx.config.brandName} email is about to change`,
    text: `Hi ${user.name},\n\nSomeone asked to move your account to ${newEmail}. It changes only when that address confirms. If this was not you, reset your password at ${ctx.config.appUrl}/forgot-password.`,
  });
}

export async function confirmEmailChange(ctx: AppContext, token: string) {
  const row = await consumeToken(ctx, token, 'email_change');
  if (!row.newEmail) throw new AppError('VALIDATION', 'This link is not valid.');
  const taken = await activeUserByEmail(ctx, row.newEmail);
  if (taken && taken.id !== row.userId)
    throw new AppError('DUPLICATE', 'This email now belongs to another account.');
  await ctx.db.update(users).set({ email: row.newEmail }).where(eq(users.id, row.userId));
}

/** Sets (E.164, already checked by the contract) or removes the number that new-lead alerts are texted to. */
export async function updateAlertPhone(
  ctx: AppContext,
  userId: string,
  phone: string | null,
): Promise<string | null> {
  const [row] = await ctx.db
    .update(users)
    .set({ alertPhone: phone })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ alertPhone: users.alertPhone });
  if (!row) throw new AppError('NOT_FOUND');
  return row.alertPhone;
}

/**
 * Deletes the account: personal data, keys, connections and sessions go; the subscription is
 * cancelled; purchases, payments and the wallet ledger stay as business records, no longer
 * linked to a name or an email.
 */
export async function deleteAccount(ctx: AppContext, userId: string, password: string) {
  await assertPassword(ctx, userId, password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: true })
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')));
    await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    await tx
      .update(webhookEndpoints)
      .set({ isEnabled: false, disabledAt: now, disabledReason: 'Account deleted' })
      .where(eq(webhookEndpoints.userId, userId));
    await tx
      .update(integrations)
      .set({ isEnabled: false, secretEncrypted: null, tokenHash: null, config: {} })
      .where(eq(integrations.userId, userId));
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    // Promo redemptions stay (their e-mail hash, card fingerprint and payment customer keep
    // WELCOME50 one per person: docs/product.md §14); the card list itself goes.
    await tx.delete(paymentCards).where(eq(paymentCards.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await tx
      .update(users)
      .set({
        name: 'Deleted member',
        email: `deleted+${userId}@invalid`,
        passwordHash: await hashPassword(randomToken(32)),
        stripeCustomerId: null,
        paymentMethodId: null,
        alertPhone: null,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
  });
  ctx.state.verifiedApiKeys.forget();
}
