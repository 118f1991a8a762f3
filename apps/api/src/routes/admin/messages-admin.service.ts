import type { getAuditLog, getContactMessages, getNewsletterSubscribers, getOutbox } from '@app/shared';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  contactMessages,
  newsletterSubscribers,
  outboxMessages,
  users,
} from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { pageCountOf } from '../leads/leads.service.js';
import { containsPattern, pageParams } from './leads-admin.service.js';

type QueryOf<E extends { query?: z.ZodType }> = z.output<NonNullable<E['query']>>;

async function pageCount(db: DbOrTx, table: PgTable, where: SQL | undefined, limit: number) {
  const [totals] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return pageCountOf(Number(totals?.total ?? 0), limit);
}

export async function listContactMessages(db: DbOrTx, query: QueryOf<typeof getContactMessages>) {
  const { page, limit } = pageParams(query);
  const where = query.handled ? eq(contactMessages.isHandled, query.handled === 'true') : undefined;
  const [rows, pages] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    pageCount(db, contactMessages, where, limit),
  ]);
  return {
    currentPage: page,
    pageCount: pages,
    items: rows.map((m) => ({
      _id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      is_handled: m.isHandled,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

export async function markContactMessage(
  ctx: AppContext,
  adminId: string,
  input: { id: string; is_handled: boolean },
) {
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, input.id))
      .for('update');
    if (!message) throw new AppError('NOT_FOUND', 'No contact message has this id.');
    const [after] = await tx
      .update(contactMessages)
      .set({ isHandled: input.is_handled })
      .where(eq(contactMessages.id, message.id))
      .returning();
    await audit(tx, {
      actorUserId: adminId,
      action: 'contact_message.mark_handled',
      entity: 'contact_message',
      entityId: message.id,
      before: message,
      after,
      now: ctx.clock.now(),
    });
  });
  return true;
}

export async function listNewsletterSubscribers(db: DbOrTx, query: QueryOf<typeof getNewsletterSubscribers>) {
  const { page, limit } = pageParams(query);
  const where = and(
    query.subscribed ? eq(newsletterSubscribers.isSubscribed, query.subscribed === 'true') : undefined,
    query.search ? ilike(newsletterSubscribers.email, containsPattern(query.search)) : undefined,
  );
  const [rows, pages] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    pageCount(db, newsletterSubscribers, where, limit),
  ]);
  return {
    currentPage: page,
    pageCount: pages,
    items: rows.map((s) => ({
      email: s.email,
      is_subscribed: s.isSubscribed,
      subscribed_at: s.subscribedAt.toISOString(),
      unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
    })),
  };
}

/** What the offline adapters recorded instead of sending (DESIGN.md section 2), newest first. */
export async function listOutbox(db: DbOrTx, query: QueryOf<typeof getOutbox>) {
  const { page, limit } = pageParams(query);
  const where = query.channel ? eq(outboxMessages.channel, query.channel) : undefined;
  const [rows, pages] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    pageCount(db, outboxMessages, where, limit),
  ]);
  return {
    currentPage: page,
    pageCount: pages,
    items: rows.map((m) => ({
      _id: m.id,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      template: m.template,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

export async function listAuditLog(db: DbOrTx, query: QueryOf<typeof getAuditLog>) {
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
    pageCount(db, auditLog, where, limit),
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
