import type { getOutbox } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { countPages, pageParams } from '../../lib/paging.js';

/** What the offline adapters recorded instead of sending (DESIGN.md section 2), newest first. */
export async function listOutbox(db: DbOrTx, query: ParsedQuery<typeof getOutbox>) {
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
      template: m.template,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
