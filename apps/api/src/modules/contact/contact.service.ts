import type { getContactMessages } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { AppError } from '../../lib/errors.js';
import { countPages, pageParams } from '../../lib/paging.js';
import { audit } from '../audit/index.js';

export async function listContactMessages(db: DbOrTx, query: ParsedQuery<typeof getContactMessages>) {
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
    countPages(db, contactMessages, where, limit),
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
