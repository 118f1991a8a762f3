import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.js';
import { AppError } from './errors.js';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter kept in PostgreSQL, so every API instance shares it (DESIGN.md section 2).
 * One upsert per limited request; only sign-in, sign-up and the public forms are limited this way.
 */
export async function enforceRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date,
  multiplier = 1,
): Promise<void> {
  const max = rule.max * multiplier;
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const rows = await rowsOf<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`,
  );
  const row = rows[0];
  if (!row) return;
  if (Number(row.count) > max) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000),
    );
    throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
      retryAfterSeconds,
    });
  }
}
