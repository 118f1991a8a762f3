import {
  FOLLOW_UP_MAX_DAYS,
  type DealType,
  type PipelineLead,
  type PipelineNote,
  type PipelineStatus,
  type PIPELINE_SOURCES,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { leadPurchases, leads, pipelineNotes, pipelineStatusChanges } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { addDays } from '../../lib/zoned-time.js';
import { isInAccount } from '../../db/team-account.js';
import {
  ownedBy,
  pipelineColumns,
  pipelineToday,
  toPipelineLead,
  type PipelineRow,
} from './pipeline-lead.js';

/**
 * Who acts on whose pipeline (decision 036): the owner is the account whose purchases they are,
 * the actor the member who acts, so every change keeps naming who made it.
 */
export interface PipelineActor {
  ownerId: string;
  actorId: string;
  source: (typeof PIPELINE_SOURCES)[number];
}

/** A purchase as the app names it (its id) or as a CRM does (the lead's id from the pull API). */
export type PurchaseRef = { purchaseId: string } | { leadId: string };

export interface StatusChange {
  status: PipelineStatus;
  note?: string | undefined;
  deal_type?: DealType | undefined;
  revenue_cents?: number | undefined;
  /**
   * When the change happened as its source tells it: a CRM's event time (decision 037). Events
   * arrive out of order; one from before the lead's last change is stale and changes nothing.
   */
  occurredAt?: Date | undefined;
}

/** What a change did: moved the lead (a history row), found it already there, or came too late. */
export type StatusChangeOutcome = 'changed' | 'unchanged' | 'stale';

const NOT_YOURS = 'You have no such purchased lead.';

/** The member's purchase, locked for the change; a reversed or another member's purchase is 404. */
async function lockOwnedPurchase(tx: DbOrTx, ownerId: string, ref: PurchaseRef): Promise<PipelineRow> {
  const [row] = await tx
    .select(pipelineColumns)
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(
      and(
        'purchaseId' in ref ? eq(leadPurchases.id, ref.purchaseId) : eq(leadPurchases.leadId, ref.leadId),
        ownedBy(ownerId),
      ),
    )
    .for('update', { of: leadPurchases });
  if (!row) throw new AppError('NOT_FOUND', NOT_YOURS);
  return row as PipelineRow;
}

/**
 * Moves a purchased lead to a status (decision 032): any status may follow any other, each move is
 * a history row with from, to, when, who, how and the note. Deal details are kept while the lead is
 * closed (the contract accepts them only with `closed`); moving on from closed clears them on the
 * lead, and the closing row of the history keeps what they were. The same status again records
 * nothing, so a CRM that sends a stage twice leaves one entry; a note sent with it is kept as a note.
 * Closing a closed lead again with other deal details records them (a closed → closed row): the
 * revenue of a deal closed from a CRM is often known only later (issue 22.2).
 * The one path for the app, the API key and Go High Level (issue 22.3); a change that names when
 * it happened (`occurredAt`) and is older than the lead's last change is not applied (stale).
 */
export async function changeLeadStatus(
  ctx: AppContext,
  actor: PipelineActor,
  ref: PurchaseRef,
  change: StatusChange,
): Promise<{ lead: PipelineLead; outcome: StatusChangeOutcome }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwnedPurchase(tx, actor.ownerId, ref);
    const purchaseId = row.purchase.id;
    // Under the row lock, so two events racing are ordered by their own times, not by arrival.
    const lastOccurredAt = row.purchase.statusOccurredAt ?? row.purchase.statusChangedAt;
    if (change.occurredAt && lastOccurredAt && change.occurredAt < lastOccurredAt)
      return { lead: toPipelineLead(row, pipelineToday(now)), outcome: 'stale' as const };
    const occurredAt = change.occurredAt ?? now;
    const isClosed = change.status === 'closed';
    const isSame = row.purchase.pipelineStatus === change.status;
    // A closed lead closed again with deal details records them: the revenue is often known later.
    const deal = {
      dealType: isClosed ? (change.deal_type ?? (isSame ? row.purchase.dealType : null)) : null,
      revenueCents: isClosed ? (change.revenue_cents ?? (isSame ? row.purchase.revenueCents : null)) : null,
    };
    const isNewDeal =
      deal.dealType !== row.purchase.dealType || deal.revenueCents !== row.purchase.revenueCents;
    if (isSame && !(isClosed && isNewDeal)) {
      if (change.note) await insertNote(tx, purchaseId, actor.actorId, change.note, now);
      return { lead: toPipelineLead(row, pipelineToday(now)), outcome: 'unchanged' as const };
    }
    await tx
      .update(leadPurchases)
      .set({ pipelineStatus: change.status, statusChangedAt: now, statusOccurredAt: occurredAt, ...deal })
      .where(eq(leadPurchases.id, purchaseId));
    await tx.insert(pipelineStatusChanges).values({
      leadPurchaseId: purchaseId,
      fromStatus: row.purchase.pipelineStatus,
      toStatus: change.status,
      note: change.note ?? null,
      ...deal,
      actorUserId: actor.actorId,
      source: actor.source,
      createdAt: now,
    });
    const moved = { ...row.purchase, pipelineStatus: change.status, statusChangedAt: now, ...deal };
    return {
      lead: toPipelineLead(
        { ...row, purchase: { ...moved, statusOccurredAt: occurredAt } },
        pipelineToday(now),
      ),
      outcome: 'changed' as const,
    };
  });
}

async function insertNote(tx: DbOrTx, purchaseId: string, authorId: string, body: string, now: Date) {
  const [note] = await tx
    .insert(pipelineNotes)
    .values({ leadPurchaseId: purchaseId, authorUserId: authorId, body, createdAt: now })
    .returning();
  return note!;
}

/** A note on a purchased lead (1–2,000 characters, checked by the contract). */
export async function addLeadNote(
  ctx: AppContext,
  actor: PipelineActor & { actorName: string },
  purchaseId: string,
  body: string,
): Promise<PipelineNote> {
  const now = ctx.clock.now();
  const note = await ctx.db.transaction(async (tx) => {
    await lockOwnedPurchase(tx, actor.ownerId, { purchaseId });
    return insertNote(tx, purchaseId, actor.actorId, body, now);
  });
  return {
    _id: note.id,
    body: note.body,
    author_id: note.authorUserId,
    author_name: actor.actorName,
    created_at: note.createdAt.toISOString(),
  };
}

/**
 * Sets or clears the follow-up day: from today (Central Time) to FOLLOW_UP_MAX_DAYS ahead. A new
 * day gets its own reminder (the reminder records the day it was sent for).
 */
export async function setLeadFollowUp(
  ctx: AppContext,
  actor: PipelineActor,
  purchaseId: string,
  followUpOn: string | null,
): Promise<PipelineLead> {
  const today = pipelineToday(ctx.clock.now());
  if (followUpOn !== null) {
    const latest = addDays(today, FOLLOW_UP_MAX_DAYS);
    const problem =
      followUpOn < today
        ? `follow_up_on must be today (${today}, Central Time) or later`
        : followUpOn > latest
          ? `follow_up_on must be at most ${FOLLOW_UP_MAX_DAYS} days ahead (${latest})`
          : null;
    if (problem)
      throw new AppError('VALIDATION', problem, {
        errors: [{ path: 'body.follow_up_on', message: problem }],
      });
  }
  return ctx.db.transaction(async (tx) => {
    const row = await lockOwnedPurchase(tx, actor.ownerId, { purchaseId });
    await tx.update(leadPurchases).set({ followUpOn }).where(eq(leadPurchases.id, purchaseId));
    return toPipelineLead({ ...row, purchase: { ...row.purchase, followUpOn } }, today);
  });
}

/**
 * Assigns a purchased lead to a member of its account (the owner or a member), or clears the
 * assignee (issue 22.4). Someone outside the account is refused as if unknown.
 */
export async function assignLead(
  ctx: AppContext,
  actor: PipelineActor,
  purchaseId: string,
  assigneeId: string | null,
): Promise<PipelineLead> {
  const today = pipelineToday(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    await lockOwnedPurchase(tx, actor.ownerId, { purchaseId });
    if (assigneeId !== null && !(await isInAccount(tx, actor.ownerId, assigneeId)))
      throw new AppError('NOT_FOUND', 'There is no such member in your team.');
    await tx.update(leadPurchases).set({ assignedTo: assigneeId }).where(eq(leadPurchases.id, purchaseId));
    const row = await lockOwnedPurchase(tx, actor.ownerId, { purchaseId });
    return toPipelineLead(row, today);
  });
}
