import type { getOutbox } from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { countPages, pageParams } from '../../lib/paging.js';

/** Every message kept in the outbox, with what became of it (docs/product.md §11), newest first. */
export async function listOutbox(db: DbOrTx, query: ParsedQuery<typeof getOutbox>) {
  const { page, limit } = pageParams(query);
  const where = and(
    query.channel ? eq(outboxMessages.channel, query.channel) : undefined,
    query.status ? eq(outboxMessages.status, query.status) : undefined,
  );
  const [rows, pages] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countPages(db, outboxMessages, where, limit),
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
      has_html: m.html !== null,
      template: m.template,
      status: m.status,
      attempts: m.attempts,
      provider_message_id: m.providerMessageId,
      last_error: m.lastError,
      sent_at: m.sentAt?.toISOString() ?? null,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
