import type { getAuditLog } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { countPages, pageParams } from '../../lib/paging.js';

export async function listAuditLog(db: DbOrTx, query: ParsedQuery<typeof getAuditLog>) {
  const { page, limit } = pageParams(query);
  const where = query.entity ? eq(auditLog.entity, query.entity) : undefined;
  const [rows, pages] = await Promise.all([
    db
      .select({ entry: auditLog, actor: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countPages(db, auditLog, where, limit),
  ]);
  return {
    currentPage: page,
    pageCount: pages,
    items: rows.map(({ entry, actor }) => ({
      _id: entry.id,
      actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
