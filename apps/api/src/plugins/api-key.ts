import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { apiKeys, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { randomToken, safeEqualHex, sha256 } from '../lib/crypto.js';

export interface ApiKeyOwner {
  userId: string;
  apiKeyId: string;
}

const KEY_PATTERN = /^sk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

/** A new personal API key: shown to its owner once; only its SHA-256 and prefix are stored. */
export function generateApiKey() {
  const prefix = randomToken(12)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .padEnd(8, '0');
  const key = `sk_${prefix}_${randomToken(32)}`;
  return { key, prefix: `sk_${prefix}`, keyHash: sha256(key) };
}

/**
 * The member behind the x-api-key header (spec section 7). Keys are high-entropy random strings,
 * so a SHA-256 lookup is safe; the digest is still compared in constant time.
 */
export async function requireApiKeyOwner(ctx: AppContext, request: FastifyRequest): Promise<ApiKeyOwner> {
  const header = request.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) throw new AppError('UNAUTHENTICATED', 'Send your API key in the x-api-key header.');
  if (!KEY_PATTERN.test(key)) throw new AppError('UNAUTHENTICATED', 'The API key is not valid.');
  const keyHash = sha256(key);
  const [row] = await ctx.db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      keyHash: apiKeys.keyHash,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), isNull(users.deletedAt)))
    .limit(1);
  if (!row || !safeEqualHex(row.keyHash, keyHash))
    throw new AppError('UNAUTHENTICATED', 'The API key is not valid.');
  const now = ctx.clock.now();
  // Record use at most once a minute per key, so a polling client does not write on every call.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await ctx.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`),
          ),
        ),
      );
  }
  return { userId: row.userId, apiKeyId: row.id };
}
