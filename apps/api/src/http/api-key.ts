import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TeamRole } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { CACHE_CHANNEL, type CacheTopic } from '../db/cache-notices.js';
import { apiKeys, teamMembers, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { API_KEY_PATTERN } from '../lib/api-key-tokens.js';
import { safeEqualHex, sha256 } from '../lib/crypto.js';

/** The member a key belongs to (decision 036), with the account whose purchased leads it reads. */
export interface ApiKeyOwner {
  userId: string;
  apiKeyId: string;
  accountId: string;
  teamRole: TeamRole;
}

/**
 * Keys verified in the last few seconds (VerifiedApiKeys, in the context's state): a polling client then costs one map lookup
 * instead of a hash and a query (issue 8: the key check adds at most 5 % CPU to a pull request).
 * The map is keyed by the key as sent, so the steady path has no hash either; it lives only in
 * this process's memory, which holds the same key in the request anyway, and an entry is dropped
 * once it is older than the TTL. Revoking or rotating a key, deleting the account, or a change to
 * the key's member's team (a new role, a removal), forgets them
 * all in every process (forgetVerifiedApiKeys: at once here, by a PostgreSQL notification
 * elsewhere); a process that is not hearing notifications trusts no cached key.
 */
const VERIFIED_KEY_TTL_MS = 5_000;
/** Past this many entries the cache starts over, so it stays small whatever the traffic. */
const MAX_VERIFIED_KEYS = 10_000;
const LAST_USED_RESOLUTION_MS = 60_000;

interface VerifiedKey {
  owner: ApiKeyOwner;
  /** When its use was last written, by the app clock (milliseconds), or null if never. */
  lastUsedMs: number | null;
  /** performance.now() when the database last said the key is valid. */
  verifiedAt: number;
}

/** API keys verified in the last few seconds, by the key as sent (lives in the context's state). */
export class VerifiedApiKeys {
  readonly entries = new Map<string, VerifiedKey>();
  /** Bumped by every forget: a lookup that started before it must not store what it read. */
  generation = 0;
  /** performance.now() of the last sweep of expired entries. */
  sweptAt = performance.now();

  /** Forgets every key at once: a revoked, rotated or deleted key must stop working now. */
  forget() {
    this.entries.clear();
    this.generation += 1;
  }
}

async function lookUpKey(ctx: AppContext, key: string): Promise<VerifiedKey | null> {
  const keyHash = sha256(key);
  const [row] = await ctx.db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      keyHash: apiKeys.keyHash,
      lastUsedAt: apiKeys.lastUsedAt,
      accountId: sql<string>`coalesce(${teamMembers.accountUserId}, ${apiKeys.userId})`,
      teamRole: sql<TeamRole>`coalesce(${teamMembers.role}::text, 'owner')`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(teamMembers, eq(teamMembers.memberUserId, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), isNull(users.deletedAt)))
    .limit(1);
  if (!row || !safeEqualHex(row.keyHash, keyHash)) return null;
  return {
    owner: { userId: row.userId, apiKeyId: row.id, accountId: row.accountId, teamRole: row.teamRole },
    lastUsedMs: row.lastUsedAt ? row.lastUsedAt.getTime() : null,
    verifiedAt: performance.now(),
  };
}

/**
 * Forgets every verified key in every API process: here at once, elsewhere when the notification
 * arrives (milliseconds). Called after the transaction that revoked a key, rotated it or deleted
 * its account has committed, so no process can verify the key again from the old rows.
 */
export async function forgetVerifiedApiKeys(ctx: AppContext): Promise<void> {
  ctx.state.verifiedApiKeys.forget();
  if (ctx.dbKind === 'postgres')
    await ctx.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${'api-keys' satisfies CacheTopic})`);
}

/** A key verified in the last few seconds: no hash, no promise, no query (the pull API's steady state). */
function recentlyVerifiedKey(ctx: AppContext, key: string): VerifiedKey | null {
  // Without the notifications (their connection is down) a revocation elsewhere would go unheard.
  if (!ctx.state.tableChanges.isComplete) return null;
  const cached = ctx.state.verifiedApiKeys.entries.get(key);
  return cached && performance.now() - cached.verifiedAt < VERIFIED_KEY_TTL_MS ? cached : null;
}

/** Drops entries past the TTL, at most once per TTL, so a key no longer sent is not kept. */
function sweepExpired(cache: VerifiedApiKeys) {
  const now = performance.now();
  if (now - cache.sweptAt < VERIFIED_KEY_TTL_MS) return;
  cache.sweptAt = now;
  for (const [key, entry] of cache.entries) {
    if (now - entry.verifiedAt >= VERIFIED_KEY_TTL_MS) cache.entries.delete(key);
  }
}

/** Asks the database, and remembers a valid key for the next few seconds. */
async function verifyKey(ctx: AppContext, key: string): Promise<VerifiedKey | null> {
  const cache = ctx.state.verifiedApiKeys;
  const generation = cache.generation;
  const found = await lookUpKey(ctx, key);
  sweepExpired(cache);
  if (found && generation === cache.generation) {
    if (cache.entries.size >= MAX_VERIFIED_KEYS) cache.entries.clear();
    cache.entries.set(key, found);
  } else if (!found) {
    cache.entries.delete(key);
  }
  return found;
}

/** Whether the key's last use is older than the minute its record is kept to. */
function isUseUnrecorded(key: VerifiedKey, nowMs: number) {
  return key.lastUsedMs === null || nowMs - key.lastUsedMs > LAST_USED_RESOLUTION_MS;
}

/** Records use at most once a minute per key, so a polling client does not write on every call. */
async function recordKeyUse(ctx: AppContext, key: VerifiedKey, now: Date) {
  key.lastUsedMs = now.getTime();
  await ctx.db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, key.owner.apiKeyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`),
        ),
      ),
    );
}

async function verifyAndRecord(ctx: AppContext, key: string): Promise<ApiKeyOwner> {
  if (!API_KEY_PATTERN.test(key)) throw new AppError('UNAUTHENTICATED', 'The API key is not valid.');
  const verified = await verifyKey(ctx, key);
  if (!verified) throw new AppError('UNAUTHENTICATED', 'The API key is not valid.');
  const now = ctx.clock.now();
  if (isUseUnrecorded(verified, now.getTime())) await recordKeyUse(ctx, verified, now);
  return verified.owner;
}

/**
 * The member behind the x-api-key header (docs/product.md §7). Keys are high-entropy random strings,
 * so a SHA-256 lookup is safe; the digest is still compared in constant time. A key verified in
 * the last few seconds whose use is recorded is answered synchronously (await it either way).
 */
export function requireApiKeyOwner(
  ctx: AppContext,
  request: FastifyRequest,
): ApiKeyOwner | Promise<ApiKeyOwner> {
  const header = request.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) throw new AppError('UNAUTHENTICATED', 'Send your API key in the x-api-key header.');
  const verified = recentlyVerifiedKey(ctx, key);
  if (verified) {
    const now = ctx.clock.now();
    if (!isUseUnrecorded(verified, now.getTime())) return verified.owner;
  }
  return verifyAndRecord(ctx, key);
}
