import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { phoneVerifications, users } from '../../db/schema/index.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { safeEqualHex, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { MINUTE_MS } from '../../lib/time.js';
import { SmsOptedOutError, type SmsMessage } from '../../ports/sms.js';
import { assertTextAlertsIncluded } from '../plans/index.js';

/*
 * docs/product.md §15: our sending number texts only phones their member holds. A number becomes the alert
 * phone only when the member types back a 6-digit code texted to it; the code is stored as a
 * hash, lives 10 minutes and allows 5 tries, and codes are limited per number and per account, so
 * the form cannot be used to text strangers either.
 */
const CODE_LIFETIME_MS = 10 * MINUTE_MS;
const MAX_TRIES = 5;
const CODES_PER_NUMBER = { max: 3, windowSeconds: 3_600 };
const CODES_PER_ACCOUNT = { max: 5, windowSeconds: 3_600 };

/** Bound to the member and the number, so a code typed on another account or number never matches. */
const codeHash = (userId: string, phone: string, code: string) => sha256(`${userId}:${phone}:${code}`);

/** Only our words and the code: nothing a member typed ever goes out from our number. */
export const phoneCodeText = (ctx: Pick<AppContext, 'config'>, phone: string, code: string): SmsMessage => ({
  to: phone,
  template: 'phone-verification',
  body: `${ctx.config.brandName}: ${code} is your code to turn on new-lead text alerts. It expires in 10 minutes. Did not ask for it? Ignore this text.`,
});

/**
 * Texts a fresh code to the number; the alert phone stays as it was until the code comes back.
 * Only for members whose plan includes text alerts (decision 029): nobody verifies a number that
 * would get nothing, and the refusal comes before any code or rate-limit allowance is spent.
 */
export async function sendAlertPhoneCode(ctx: AppContext, userId: string, phone: string) {
  await assertTextAlertsIncluded(ctx.db, userId);
  await enforceRateLimit(ctx, `phone-code-account:${userId}`, CODES_PER_ACCOUNT);
  await enforceRateLimit(ctx, `phone-code-number:${phone}`, CODES_PER_NUMBER);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const values = { phone, codeHash: codeHash(userId, phone, code), attempts: 0, expiresAt, createdAt: now };
  await ctx.db
    .insert(phoneVerifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: values });
  try {
    await ctx.sms.send(phoneCodeText(ctx, phone, code));
  } catch (error) {
    if (!(error instanceof SmsOptedOutError)) throw error;
    await ctx.db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    const message =
      'This number replied STOP to our texts, so we cannot text it a code. Text START to the number our alerts come from, then ask for a code again.';
    throw new AppError('CONFLICT', message, { errors: [{ path: 'body.phone', message }] });
  }
  return { pending_phone: phone, expires_at: expiresAt.toISOString() };
}

const codeRefused = (message: string) =>
  new AppError('VALIDATION', message, { errors: [{ path: 'body.code', message }] });

/**
 * Checks a typed code. Each try is counted in the same statement that reads the code, so parallel
 * guesses cannot go past the allowance; the 5th wrong try ends the code.
 */
export async function confirmAlertPhone(ctx: AppContext, userId: string, code: string): Promise<string> {
  // The plan may have ended between the code and its confirmation; the try is not counted then.
  await assertTextAlertsIncluded(ctx.db, userId);
  const now = ctx.clock.now();
  const [pending] = await ctx.db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        gt(phoneVerifications.expiresAt, now),
        lt(phoneVerifications.attempts, MAX_TRIES),
      ),
    )
    .returning();
  if (!pending) {
    throw codeRefused('This code has expired or was tried too many times. Ask for a new code.');
  }
  if (!safeEqualHex(pending.codeHash, codeHash(userId, pending.phone, code))) {
    const left = MAX_TRIES - pending.attempts;
    if (left <= 0) await ctx.db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    throw codeRefused(
      left > 0
        ? `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'This code is not right, and that was the last try. Ask for a new code.',
    );
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ alertPhone: pending.phone })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  });
  return pending.phone;
}

/** No more texts: the alert phone and any code still waiting are removed. */
export async function removeAlertPhone(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ alertPhone: null }).where(eq(users.id, userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  });
}
