import type { RevokedAccess } from '@app/shared';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  accountTokens,
  apiKeys,
  integrations,
  leadPurchases,
  paymentCards,
  dataExports,
  phoneVerifications,
  pipelineNotes,
  pipelineStatusChanges,
  savedSearches,
  sessions,
  subscriptions,
  users,
  webhookEndpoints,
  teamInvitations,
  teamMembers,
} from '../../db/schema/index.js';
import { forgetVerifiedApiKeys } from '../../http/api-key.js';
import { mayMailAddress } from '../../http/mail-quota.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { HOUR_MS } from '../../lib/time.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import {
  emailChangeConfirmationMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  emailChangedMail,
  emailNowInUseMail,
  passwordChangedMail,
  passwordResetMail,
} from './account-mails.js';
import { revokeAccessAfterCredentialChange } from './account-security.js';

async function activeUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return user;
}

/**
 * Emails a reset link when the address belongs to a member; answers the same either way, also
 * once the address has had its 3 reset mails of the hour (docs/product.md §15).
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  if (!(await mayMailAddress(ctx, 'password-reset', email))) return;
  const user = await activeUserByEmail(ctx, email);
  if (!user) return;
  const token = randomToken(32);
  await ctx.db.insert(accountTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    kind: 'password_reset',
    expiresAt: new Date(ctx.clock.now().getTime() + HOUR_MS),
  });
  await ctx.email.send(passwordResetMail(ctx, user, token));
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

/**
 * Sets the new password and shuts out whoever held the old one (account-security.ts): every
 * session ends (the route then signs this browser in), and keys and connections are revoked.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<{ userId: string; revoked: RevokedAccess }> {
  const row = await consumeToken(ctx, token, 'password_reset');
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  const { user, revoked } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, row.userId))
      .returning({ name: users.name, email: users.email });
    return {
      user: updated!,
      revoked: await revokeAccessAfterCredentialChange(tx, { userId: row.userId, now }),
    };
  });
  await forgetVerifiedApiKeys(ctx);
  await ctx.email.send(passwordChangedMail(ctx, user, revoked));
  return { userId: row.userId, revoked };
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
 * already taken (that owner is told instead) or has had its mails of the hour, so the form
 * reveals nothing.
 */
export async function requestEmailChange(
  ctx: AppContext,
  userId: string,
  newEmail: string,
  password: string,
) {
  const user = await assertPassword(ctx, userId, password);
  if (!(await mayMailAddress(ctx, 'email-change', newEmail))) return;
  const taken = await activeUserByEmail(ctx, newEmail);
  if (taken) {
    if (taken.id !== user.id) await ctx.email.send(emailChangeTakenMail(ctx, newEmail));
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
  await ctx.email.send(emailChangeConfirmationMail(ctx, newEmail, token));
  await ctx.email.send(emailChangeNoticeMail(ctx, user, newEmail));
}

/**
 * Moves the account to the confirmed address and shuts out whoever held the old inbox or the
 * password (account-security.ts). The session of the member confirming, if this browser is
 * signed in to the account, stays.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  token: string,
  currentSessionIdHash: string | null,
): Promise<{ email: string; revoked: RevokedAccess }> {
  const row = await consumeToken(ctx, token, 'email_change');
  const newEmail = row.newEmail;
  if (!newEmail) throw new AppError('VALIDATION', 'This link is not valid.');
  const taken = await activeUserByEmail(ctx, newEmail);
  if (taken && taken.id !== row.userId)
    throw new AppError('DUPLICATE', 'This email now belongs to another account.');
  const now = ctx.clock.now();
  const { before, revoked } = await ctx.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    await tx.update(users).set({ email: newEmail }).where(eq(users.id, row.userId));
    return {
      before: previous!,
      revoked: await revokeAccessAfterCredentialChange(tx, {
        userId: row.userId,
        now,
        keepSessionIdHash: currentSessionIdHash,
      }),
    };
  });
  await forgetVerifiedApiKeys(ctx);
  await ctx.email.send(
    emailChangedMail(ctx, { name: before.name, oldEmail: before.email, newEmail }, revoked),
  );
  await ctx.email.send(emailNowInUseMail(ctx, { name: before.name, newEmail }));
  return { email: newEmail, revoked };
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
    // Decision 036: a member leaves their team; an owner's team ends, its members keep their logins.
    await tx
      .delete(teamMembers)
      .where(or(eq(teamMembers.memberUserId, userId), eq(teamMembers.accountUserId, userId)));
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.accountUserId, userId), isNull(teamInvitations.revokedAt)));
    // Promo redemptions stay (their e-mail hash, card fingerprint and payment customer keep
    // WELCOME50 one per person: docs/product.md §14); the card list itself goes.
    await tx.delete(paymentCards).where(eq(paymentCards.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    // A copy of the member's data is theirs alone: it goes with the account.
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    // What the member wrote about sellers while working the leads (issue 22.1) is theirs too; the
    // dated status history stays with the purchases as a business record, without its words.
    const ownPurchases = tx
      .select({ id: leadPurchases.id })
      .from(leadPurchases)
      .where(eq(leadPurchases.userId, userId));
    await tx.delete(pipelineNotes).where(inArray(pipelineNotes.leadPurchaseId, ownPurchases));
    await tx
      .update(pipelineStatusChanges)
      .set({ note: null })
      .where(inArray(pipelineStatusChanges.leadPurchaseId, ownPurchases));
    await tx.update(leadPurchases).set({ followUpOn: null }).where(eq(leadPurchases.userId, userId));
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
  await forgetVerifiedApiKeys(ctx);
}

/**
 * Sets a new password for a member who knows the current one: every other session ends (this one
 * stays), and the member is told by mail. Keys and connections stay: they were made by this member.
 */
export async function changePassword(
  ctx: AppContext,
  input: {
    userId: string;
    currentSessionToken: string | undefined;
    currentPassword: string;
    newPassword: string;
  },
): Promise<{ otherSessionsEnded: number }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, input.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('VALIDATION', 'The current password is incorrect', {
      errors: [{ path: 'body.current_password', message: 'The current password is incorrect' }],
    });
  }
  if (await verifyPassword(user.passwordHash, input.newPassword)) {
    throw new AppError('VALIDATION', 'Choose a password other than the current one', {
      errors: [{ path: 'body.new_password', message: 'Choose a password other than the current one' }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const keep = input.currentSessionToken ? sha256(input.currentSessionToken) : '';
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // Reset links sent before no longer work either: the member has just proven who they are.
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.kind, 'password_reset')));
    return tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, keep)))
      .returning({ idHash: sessions.idHash });
  });
  await ctx.email.send(
    passwordChangedMail(ctx, user, { api_keys: 0, webhook_endpoints: 0, integrations: 0 }),
  );
  return { otherSessionsEnded: ended.length };
}

export async function changeName(ctx: AppContext, userId: string, name: string) {
  await ctx.db.update(users).set({ name }).where(eq(users.id, userId));
}
