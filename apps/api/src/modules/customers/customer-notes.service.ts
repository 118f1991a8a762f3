import type { CustomerNote } from '@app/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { customerNotes, users } from '../../db/schema/index.js';
import { pageCountOf, type Page } from '../../lib/paging.js';
import { audit } from '../audit/index.js';
import { findMember } from './customer-detail.service.js';

const noteColumns = {
  id: customerNotes.id,
  body: customerNotes.body,
  createdAt: customerNotes.createdAt,
  authorName: users.name,
  authorEmail: users.email,
};

const toNoteDto = (row: {
  id: string;
  body: string;
  createdAt: Date;
  authorName: string;
  authorEmail: string;
}): CustomerNote => ({
  _id: row.id,
  text: row.body,
  author: { name: row.authorName, email: row.authorEmail },
  created_at: row.createdAt.toISOString(),
});

/** The team's notes about a member, newest first (issue 21.4). */
export async function listCustomerNotes(
  ctx: AppContext,
  userId: string,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<Page<CustomerNote>> {
  await findMember(ctx, userId);
  const page = query.page ?? 1;
  const limit = query.limit ?? 25;
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(noteColumns)
      .from(customerNotes)
      .innerJoin(users, eq(users.id, customerNotes.authorId))
      .where(eq(customerNotes.userId, userId))
      .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(customerNotes)
      .where(eq(customerNotes.userId, userId)),
  ]);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: rows.map(toNoteDto),
  };
}

/** A note by one of the team, written down with an audit row naming the member. */
export async function addCustomerNote(
  ctx: AppContext,
  authorId: string,
  input: { user_id: string; text: string },
): Promise<CustomerNote> {
  const member = await findMember(ctx, input.user_id);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(customerNotes)
      .values({ userId: member.id, authorId, body: input.text, createdAt: now })
      .returning({ id: customerNotes.id });
    await audit(tx, {
      actorUserId: authorId,
      action: 'customer.note_add',
      entity: 'customer',
      entityId: member.id,
      after: { note_id: note!.id, text: input.text },
      now,
    });
    return note!.id;
  });
  const [row] = await ctx.db
    .select(noteColumns)
    .from(customerNotes)
    .innerJoin(users, eq(users.id, customerNotes.authorId))
    .where(eq(customerNotes.id, id));
  return toNoteDto(row!);
}
