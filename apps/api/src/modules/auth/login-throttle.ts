import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';
import { clientNetwork } from '../../http/client-network.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';

/**
 * docs/product.md §15: wrong passwords slow down the one (email, client network) pair they come from,
 * instead of locking the account for everyone. The first FREE_FAILURES cost nothing; each later
 * one makes that pair wait twice as long as the one before, up to MAX_DELAY_SECONDS. The owner
 * signing in from anywhere else is never slowed, and the per-address limit of the login route
 * still stops one address from spraying many accounts.
 */
const FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 900;
/** A pair that has been quiet this long starts again from nothing. */
const FORGET_AFTER = sql.raw(`interval '24 hours'`);

const throttleKey = (email: string, ip: string) => sha256(`${email.toLowerCase()}|${clientNetwork(ip)}`);

/** The wait after `failures` wrong passwords, in seconds: 0, ..., 0, 2, 4, 8, ... 900. */
export function delayAfterFailures(failures: number): number {
  return failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}

function delaySql(failures: ReturnType<typeof sql>) {
  return sql`case when ${failures} < ${FREE_FAILURES} then 0
    else least(${MAX_DELAY_SECONDS}, power(2, ${failures} - ${FREE_FAILURES - 1}))::int end`;
}

/** "8 seconds", "1 minute", "15 minutes": what a person reads on the login page. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts this attempt as a failure before the password is checked, in one statement, so parallel
 * guesses queue on the row instead of all passing the check at once; a right password clears it
 * (clearLoginFailures). Throws RATE_LIMITED with Retry-After while the pair must wait. Unknown
 * emails are throttled the same way, so the answer says nothing about who has an account.
 */
export async function claimLoginAttempt(ctx: AppContext, email: string, ip: string): Promise<void> {
  const key = throttleKey(email, ip);
  const now = ctx.clock.now();
  const failures = sql`case when ${loginThrottles.lastFailureAt} < ${now}::timestamptz - ${FORGET_AFTER}
    then 1 else ${loginThrottles.failures} + 1 end`;
  const claimed = await rowsOf<{ failures: number }>(
    ctx.db,
    sql`insert into login_throttles (key, failures, blocked_until, last_failure_at)
      values (${key}, 1, ${now}, ${now})
      on conflict (key) do update set
        failures = ${failures},
        blocked_until = ${now}::timestamptz + make_interval(secs => ${delaySql(failures)}),
        last_failure_at = ${now}
      where login_throttles.blocked_until <= ${now}
      returning failures`,
  );
  if (claimed.length > 0) return;
  const [row] = await ctx.db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil(((row?.blockedUntil.getTime() ?? now.getTime()) - now.getTime()) / 1000),
  );
  throw new AppError(
    'RATE_LIMITED',
    `Too many wrong passwords for this email from your network. Try again in ${describeWait(retryAfterSeconds)}, or reset your password.`,
    { retryAfterSeconds },
  );
}

/** A right password: the pair starts again from nothing. */
export async function clearLoginFailures(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.db.delete(loginThrottles).where(eq(loginThrottles.key, throttleKey(email, ip)));
}
