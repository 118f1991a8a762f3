import { savedSearchFiltersSchema, type SavedSearch } from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { savedSearches } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { withMemberLock } from '../../lib/member-lock.js';
import { assertWithinLimit } from '../plans/index.js';

function toDto(row: typeof savedSearches.$inferSelect): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    filters: savedSearchFiltersSchema.parse(JSON.parse(row.filters)),
    alerts_enabled: row.alertsEnabled,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(db: DbOrTx, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
  return rows.map(toDto);
}

/** Counted and saved under the member's lock, so parallel saves cannot pass the plan's limit. */
export async function createSavedSearch(
  db: DbOrTx,
  userId: string,
  input: { name: string; filters: z.output<typeof savedSearchFiltersSchema>; alerts_enabled: boolean },
): Promise<SavedSearch> {
  return withMemberLock(db, userId, async (tx) => {
    const existing = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    await assertWithinLimit(tx, userId, 'saved_searches', existing.length);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        filters: JSON.stringify(input.filters),
        alertsEnabled: input.alerts_enabled,
      })
      .returning();
    return toDto(row!);
  });
}

/** Only the owner's own search can be deleted; another member's id is simply not found. */
export async function deleteSavedSearch(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No saved search with this id.');
}
