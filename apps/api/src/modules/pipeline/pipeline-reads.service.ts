import {
  BOARD_COLUMN_LIMIT,
  LIMITS,
  PIPELINE_STATUSES,
  type PipelineBoard,
  type PipelineLead,
  type PipelineLeadDetail,
  type getPipelineBoard,
  type getPipelineLeads,
} from '@app/shared';
import { and, asc, desc, eq, gt, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { leadPurchases, leads, pipelineNotes, pipelineStatusChanges, users } from '../../db/schema/index.js';
import { purchaseMemberName } from '../../db/team-account.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { AppError } from '../../lib/errors.js';
import { pageCountOf, type Page } from '../../lib/paging.js';
import { spendDownloadAllowance } from '../downloads/index.js';
import { toPurchasedLead } from '../leads/index.js';
import {
  movedAt,
  ownedBy,
  pipelineColumns,
  pipelineToday,
  toPipelineLead,
  type PipelineRow,
} from './pipeline-lead.js';

type BoardQuery = ParsedQuery<typeof getPipelineBoard>;
type ListQuery = ParsedQuery<typeof getPipelineLeads>;

function filtersOf(
  ownerId: string,
  query: BoardQuery & Partial<ListQuery>,
  today: string,
  memberId?: string,
) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const followUp = leadPurchases.followUpOn;
  const byFollowUp: Record<NonNullable<ListQuery['follow_up']>, SQL | undefined> = {
    due: lte(followUp, today),
    overdue: lt(followUp, today),
    today: eq(followUp, today),
    upcoming: gt(followUp, today),
    none: isNull(followUp),
  };
  return and(
    ownedBy(ownerId),
    query.lead_type ? eq(leadPurchases.leadType, query.lead_type) : undefined,
    query.status ? eq(leadPurchases.pipelineStatus, query.status) : undefined,
    query.follow_up ? byFollowUp[query.follow_up] : undefined,
    query.assigned_to_me && memberId ? eq(leadPurchases.assignedTo, memberId) : undefined,
    pattern
      ? or(
          ilike(leads.leadName, pattern),
          ilike(leads.city, pattern),
          ilike(leads.zip, pattern),
          ilike(leads.addressLine1, pattern),
        )
      : undefined,
  );
}

/**
 * The board: every status in deal order with its count and its most recently moved leads. The
 * cards name the seller, so their rows count against the month's download allowance (decision 016).
 */
export async function getBoard(ctx: AppContext, ownerId: string, query: BoardQuery): Promise<PipelineBoard> {
  const today = pipelineToday(ctx.clock.now());
  const where = filtersOf(ownerId, query, today);
  const ranked = ctx.db.$with('ranked').as(
    ctx.db
      .select({
        id: sql<string>`${leadPurchases.id}`.as('ranked_id'),
        rank: sql<number>`row_number() over (partition by ${leadPurchases.pipelineStatus} order by ${movedAt} desc, ${leadPurchases.id} desc)`.as(
          'rank',
        ),
      })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(where),
  );
  const [rows, counts] = await Promise.all([
    ctx.db
      .with(ranked)
      .select(pipelineColumns)
      .from(ranked)
      .innerJoin(leadPurchases, eq(leadPurchases.id, ranked.id))
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(lte(ranked.rank, BOARD_COLUMN_LIMIT))
      .orderBy(desc(movedAt), desc(leadPurchases.id)),
    ctx.db
      .select({ status: leadPurchases.pipelineStatus, count: sql<number>`count(*)::int` })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(where)
      .groupBy(leadPurchases.pipelineStatus),
  ]);
  await spendDownloadAllowance(ctx, ownerId, rows.length);
  const items = (rows as PipelineRow[]).map((row) => toPipelineLead(row, today));
  return {
    today,
    columns: PIPELINE_STATUSES.map((status) => ({
      status,
      count: Number(counts.find((c) => c.status === status)?.count ?? 0),
      leads: items.filter((lead) => lead.status === status),
    })),
  };
}

/** The list view: filtered, the earliest follow-up first when filtering by follow-up. */
export async function listPipelineLeads(
  ctx: AppContext,
  ownerId: string,
  query: ListQuery,
  /** The member asking: "assigned to me" means them (decision 036). */
  memberId: string,
): Promise<Page<PipelineLead>> {
  const today = pipelineToday(ctx.clock.now());
  const limit = query.limit ?? LIMITS.pageSizeDefault;
  const page = query.page ?? 1;
  const where = filtersOf(ownerId, query, today, memberId);
  const order = query.follow_up
    ? [asc(leadPurchases.followUpOn), desc(movedAt), desc(leadPurchases.id)]
    : [desc(movedAt), desc(leadPurchases.id)];
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(pipelineColumns)
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(where),
  ]);
  await spendDownloadAllowance(ctx, ownerId, rows.length);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: (rows as PipelineRow[]).map((row) => toPipelineLead(row, today)),
  };
}

/** One lead's card, full details, history and notes, newest first. Another member's: 404. */
export async function getPipelineLeadDetail(
  ctx: AppContext,
  ownerId: string,
  purchaseId: string,
): Promise<PipelineLeadDetail> {
  const today = pipelineToday(ctx.clock.now());
  const [found] = await ctx.db
    .select({
      purchase: leadPurchases,
      lead: leads,
      purchasedByName: purchaseMemberName('purchased_by'),
      assignedToName: purchaseMemberName('assigned_to'),
    })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(and(eq(leadPurchases.id, purchaseId), ownedBy(ownerId)));
  if (!found) throw new AppError('NOT_FOUND', 'You have no such purchased lead.');
  const [history, notes] = await Promise.all([
    ctx.db
      .select({ change: pipelineStatusChanges, actorName: users.name })
      .from(pipelineStatusChanges)
      .innerJoin(users, eq(users.id, pipelineStatusChanges.actorUserId))
      .where(eq(pipelineStatusChanges.leadPurchaseId, purchaseId))
      .orderBy(desc(pipelineStatusChanges.createdAt), desc(pipelineStatusChanges.id)),
    ctx.db
      .select({ note: pipelineNotes, authorName: users.name })
      .from(pipelineNotes)
      .innerJoin(users, eq(users.id, pipelineNotes.authorUserId))
      .where(eq(pipelineNotes.leadPurchaseId, purchaseId))
      .orderBy(desc(pipelineNotes.createdAt), desc(pipelineNotes.id)),
  ]);
  await spendDownloadAllowance(ctx, ownerId, 1);
  const { purchase, lead, purchasedByName, assignedToName } = found;
  return {
    today,
    item: toPipelineLead({ purchase: { ...purchase, purchasedByName, assignedToName }, lead }, today),
    lead: toPurchasedLead(lead, purchase.createdAt, purchase.priceCents),
    history: history.map(({ change, actorName }) => ({
      _id: change.id,
      from_status: change.fromStatus,
      to_status: change.toStatus,
      note: change.note,
      deal_type: change.dealType,
      revenue_cents: change.revenueCents,
      actor_id: change.actorUserId,
      actor_name: actorName,
      source: change.source,
      created_at: change.createdAt.toISOString(),
    })),
    notes: notes.map(({ note, authorName }) => ({
      _id: note.id,
      body: note.body,
      author_id: note.authorUserId,
      author_name: authorName,
      created_at: note.createdAt.toISOString(),
    })),
  };
}
