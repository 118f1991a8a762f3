import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/**
 * Every admin action is written down: who, what, when, before and after (issue: operations console).
 * What the system decides by itself (a provider's chargeback, a refused self-referral) is written
 * down too, with no actor, so the team sees it in the same log.
 */
export async function audit(
  db: DbOrTx,
  entry: {
    actorUserId: string | null;
    action: string;
    entity: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
    now: Date;
  },
) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: (entry.before ?? null) as object | null,
    after: (entry.after ?? null) as object | null,
    createdAt: entry.now,
  });
}
