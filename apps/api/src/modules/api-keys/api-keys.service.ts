import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { generateApiKey } from '../../lib/api-key-tokens.js';
import { withMemberLock } from '../../lib/member-lock.js';
import { assertWithinLimit } from '../plans/index.js';

type ApiKeyRow = typeof apiKeys.$inferSelect;

export const toApiKeyDto = (row: ApiKeyRow) => ({
  _id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export async function listApiKeys(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toApiKeyDto);
}

/**
 * The key is returned this once; only its SHA-256 and its prefix are stored. Keys that still work
 * count against the plan's limit (a revoked one does not).
 */
export async function createApiKey(db: DbOrTx, userId: string, name: string, now: Date) {
  return withMemberLock(db, userId, async (tx) => {
    const active = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    await assertWithinLimit(tx, userId, 'api_keys', active.length);
    const generated = generateApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId, name, prefix: generated.prefix, keyHash: generated.keyHash, createdAt: now })
      .returning();
    return { ...toApiKeyDto(row!), key: generated.key };
  });
}

async function ownKey(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'No API key of yours has this id.');
  return row;
}

export async function revokeApiKey(db: DbOrTx, userId: string, id: string, now: Date) {
  const row = await ownKey(db, userId, id);
  if (row.revokedAt) return toApiKeyDto(row);
  const [updated] = await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id)).returning();
  return toApiKeyDto(updated!);
}

/**
 * A new key with the same name; the old one stops working at once. Not a key more, so the plan's
 * limit does not apply: a member over it after a downgrade can still rotate a leaked key.
 */
export async function rotateApiKey(db: DbOrTx, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await ownKey(tx, userId, id);
    if (row.revokedAt) throw new AppError('CONFLICT', 'This key is revoked; create a new one instead.');
    await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id));
    const generated = generateApiKey();
    const [created] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: row.name,
        prefix: generated.prefix,
        keyHash: generated.keyHash,
        createdAt: now,
      })
      .returning();
    return { ...toApiKeyDto(created!), key: generated.key };
  });
}

/**
 * Revokes every key of the member that still works; returns how many. The caller forgets the
 * verified-key cache after its transaction commits (forgetVerifiedApiKeys, which tells every API process).
 */
export async function revokeAllApiKeys(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length;
}
