import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { rowsOf, type Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Each process takes a tenth of a window's allowance in one upsert and spends it locally: a client
 * polling the pull API (120 a minute) costs one write every 12 calls instead of one per call
 * (docs/performance.md). Limits of 20 or fewer a window (sign-in, forms) write every call, so they
 * are exact however many instances share them (the cluster test, issue 23.5).
 * The shared counter never lets more than `max` through in all; with several processes a client
 * may be refused a little early, while another process holds part of the window's allowance.
 */
const SHARE_RESERVED_PER_UPSERT = 0.1;
const EXACT_LIMIT_MAX = 20;
/** Past this many keys holding allowance, the process forgets them and reserves again. */
const MAX_LEASES = 10_000;

interface Lease {
  remaining: number;
  resetAt: number;
}

/**
 * The allowance this process holds, per rate-limit key, and the reservation in flight for a key
 * (lives in the context's state): requests arriving together when a lease runs out wait for one
 * reservation instead of each reserving a tenth of the window, which refused a client sending 32
 * at once long before its limit (measured by `npm run bench:cluster`).
 */
export interface RateLimitLeases {
  held: Map<string, Lease>;
  reserving: Map<string, Promise<unknown>>;
}

export const newRateLimitLeases = (): RateLimitLeases => ({ held: new Map(), reserving: new Map() });

/** Adds `amount` to the key's fixed-window counter; returns the counter and when its window ends. */
async function reserve(db: Database, key: string, amount: number, rule: RateLimitRule, now: Date) {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await rowsOf<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at) values (${key}, ${amount}, ${resetAt})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now} then ${amount} else rate_limits.count + ${amount} end,
      reset_at = case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`,
  );
  return { count: Number(row?.count ?? amount), resetAt: new Date(row?.reset_at ?? resetAt) };
}

function rateLimited(resetAt: Date, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });
}

/**
 * Takes one call from the key's fixed-window allowance; returns when the window ends if none is
 * left. The counter is kept in PostgreSQL, so every API instance shares it (docs/product.md §11).
 */
async function takeAllowance(ctx: AppContext, key: string, rule: RateLimitRule): Promise<Date | null> {
  const { held, reserving } = ctx.state.rateLimitLeases;
  const takeHeld = () => {
    const lease = held.get(key);
    if (!lease || lease.remaining <= 0 || ctx.clock.now().getTime() >= lease.resetAt) return false;
    lease.remaining -= 1;
    return true;
  };
  if (takeHeld()) return null;
  // One reservation per key at a time; those who waited take from what it brought.
  for (let inFlight = reserving.get(key); inFlight; inFlight = reserving.get(key)) {
    await inFlight.catch(() => undefined);
    if (takeHeld()) return null;
  }
  const reservation = reserveAllowance(ctx, key, rule);
  reserving.set(key, reservation);
  try {
    return await reservation;
  } finally {
    reserving.delete(key);
  }
}

/** Reserves the next share of the key's window in PostgreSQL and keeps what is left of it here. */
async function reserveAllowance(ctx: AppContext, key: string, rule: RateLimitRule): Promise<Date | null> {
  const now = ctx.clock.now();
  const { held } = ctx.state.rateLimitLeases;
  const max = rule.max * (ctx.config.rateLimitMultiplier ?? 1);
  // Small limits are exact across instances: an allowance held by one would refuse early on another.
  const batch = max <= EXACT_LIMIT_MAX ? 1 : Math.floor(max * SHARE_RESERVED_PER_UPSERT);
  const { count, resetAt } = await reserve(ctx.db, key, batch, rule, now);
  const granted = Math.min(batch, max - (count - batch));
  if (granted <= 0) return resetAt;
  if (granted === 1) {
    held.delete(key);
    return null;
  }
  if (held.size >= MAX_LEASES) held.clear();
  held.set(key, { remaining: granted - 1, resetAt: resetAt.getTime() });
  return null;
}

/**
 * Fixed-window counter kept in PostgreSQL, so every API instance shares it (docs/product.md §11).
 * Throws RATE_LIMITED (429 with Retry-After) once the window's `max` (× RATE_LIMIT_MULTIPLIER) is spent.
 */
export async function enforceRateLimit(ctx: AppContext, key: string, rule: RateLimitRule): Promise<void> {
  const resetAt = await takeAllowance(ctx, key, rule);
  if (resetAt) throw rateLimited(resetAt, ctx.clock.now());
}

/**
 * The same counter for work the caller must not hear about (a mail to an address): false once the
 * window's allowance is spent, and the caller answers as if it had done the work.
 */
export async function tryRateLimit(ctx: AppContext, key: string, rule: RateLimitRule): Promise<boolean> {
  return (await takeAllowance(ctx, key, rule)) === null;
}
