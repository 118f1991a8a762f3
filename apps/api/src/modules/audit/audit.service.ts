import { AUDIT_KINDS, auditActionLabel, type AuditKind, type getAuditLog } from '@app/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { AppError } from '../../lib/errors.js';
import { countPages, pageParams } from '../../lib/paging.js';
import { CENTRAL_TZ, zonedTimeToUtc } from '../../lib/zoned-time.js';
import { subjectsOf } from './audit-subjects.js';

type AuditQuery = ParsedQuery<typeof getAuditLog>;

/** Midnight in Central time starting the day `iso` (YYYY-MM-DD), `plusDays` later. */
function centralMidnight(iso: string, plusDays = 0) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + plusDays));
  return zonedTimeToUtc(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0 },
    CENTRAL_TZ,
  );
}

/**
 * The filters of the console's audit log: the kind of record, who acted ('system' for what the
 * system did by itself), and days from and to, both included, in Central time as the team works.
 */
function filtersOf(query: AuditQuery): SQL | undefined {
  if (query.from && query.to && query.from > query.to) {
    const message = 'The first day must not be after the last day';
    throw new AppError('VALIDATION', message, { errors: [{ path: 'query.from', message }] });
  }
  return and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.actor === 'system'
      ? isNull(auditLog.actorUserId)
      : query.actor
        ? eq(auditLog.actorUserId, query.actor)
        : undefined,
    query.from ? gte(auditLog.createdAt, centralMidnight(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, centralMidnight(query.to, 1)) : undefined,
  );
}

export async function listAuditLog(db: DbOrTx, query: AuditQuery) {
  const { page, limit } = pageParams(query);
  const where = filtersOf(query);
  const [rows, pages] = await Promise.all([
    db
      .select({ entry: auditLog, actor: users.email, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countPages(db, auditLog, where, limit),
  ]);
  const subjects = await subjectsOf(
    db,
    rows.map((r) => r.entry),
  );
  return {
    currentPage: page,
    pageCount: pages,
    items: rows.map(({ entry, actor, actorName }) => ({
      _id: entry.id,
      actor,
      actor_name: actorName,
      action: entry.action,
      action_label: auditActionLabel(entry.action, entry.entity),
      entity: entry.entity,
      entity_label: AUDIT_KINDS[entry.entity as AuditKind] ?? entry.entity,
      entity_id: entry.entityId,
      subject: subjects.get(`${entry.entity}:${entry.entityId}`) ?? null,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/** Everyone who has an entry in the log, for its "who" filter. */
export async function listAuditActors(db: DbOrTx) {
  const actorIds = db
    .selectDistinct({ id: auditLog.actorUserId })
    .from(auditLog)
    .where(sql`${auditLog.actorUserId} is not null`);
  const rows = await db
    .select({ _id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, actorIds))
    .orderBy(asc(users.email));
  return rows;
}
