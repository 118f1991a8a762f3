import type { PublishingResult } from '@app/shared';
import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Transaction } from '../../db/client.js';
import { importBatches, leads } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { audit } from '../audit/index.js';
import { announcePublished, markPublished } from './publishing.service.js';
import type { PublishedLead } from '../saved-searches/index.js';

/**
 * Publishing by hand (docs/decisions/022): publish now, change the publish time, unpublish, for
 * chosen leads or a whole import. A lead somebody bought stays on the marketplace (it can still be
 * withdrawn); unpublishing returns a lead to "not yet published", so its 30 days and its alerts
 * start again when it is published.
 */
export type PublishingAction = 'publish_now' | 'schedule' | 'unpublish';
export type PublishingTarget = { lead_ids?: string[] | undefined; import_id?: string | undefined };

const NOBODY_BOUGHT = eq(leads.buyersCount, 0);
const ELIGIBLE: Record<PublishingAction, SQL> = {
  publish_now: eq(leads.status, 'scheduled'),
  schedule: or(eq(leads.status, 'scheduled'), and(eq(leads.status, 'published'), NOBODY_BOUGHT))!,
  unpublish: and(eq(leads.status, 'published'), NOBODY_BOUGHT)!,
};

const VERB: Record<PublishingAction, string> = {
  publish_now: 'published now',
  schedule: 'rescheduled',
  unpublish: 'unpublished',
};

/** Why a lead of the target was left as it was, in the words the console shows. */
function whyUnchanged(action: PublishingAction, lead: { status: string; buyersCount: number }): string {
  if (lead.status === 'withdrawn') return 'it was withdrawn';
  if (lead.status === 'expired') return 'its 30 days on sale are over';
  if (lead.status === 'sold_out') return 'it is sold out';
  if (action === 'publish_now') return 'it is already for sale';
  if (action === 'unpublish' && lead.status === 'scheduled') return 'it is not published';
  const buyers = `${lead.buyersCount} ${lead.buyersCount === 1 ? 'buyer has' : 'buyers have'} taken it`;
  return `${buyers}: it stays for sale (withdraw it to take it down)`;
}

async function targetWhere(db: DbOrTx, target: PublishingTarget): Promise<SQL> {
  if (target.lead_ids) return inArray(leads.id, target.lead_ids);
  const [batch] = await db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(eq(importBatches.id, target.import_id!));
  if (!batch) throw new AppError('NOT_FOUND', 'No import has this id.');
  return eq(leads.importBatchId, batch.id);
}

async function apply(
  tx: Transaction,
  action: PublishingAction,
  which: SQL,
  now: Date,
  publishAt: Date | null,
): Promise<{ ids: string[]; published: PublishedLead[] }> {
  if (action === 'publish_now') {
    const published = await markPublished(tx, which, now);
    return { ids: published.map((lead) => lead.id), published };
  }
  // Back to "not yet published": a later publication starts its 30 days and its alerts afresh.
  const rows = await tx
    .update(leads)
    .set({ status: 'scheduled', publishAt, publishedAt: null, expiresAt: null })
    .where(which)
    .returning({ id: leads.id });
  return { ids: rows.map((r) => r.id), published: [] };
}

/** The leads of the target left as they were, with why (chosen leads), or how many (an import). */
async function unchangedOf(
  tx: Transaction,
  action: PublishingAction,
  target: PublishingTarget,
  where: SQL,
  changed: string[],
): Promise<Omit<PublishingResult, 'changed'>> {
  if (!target.lead_ids) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(where);
    return { skipped: [], unchanged: Number(row?.n ?? 0) - changed.length };
  }
  const others = changed.length > 0 ? and(where, notInArray(leads.id, changed)) : where;
  const rows = await tx
    .select({ id: leads.id, status: leads.status, buyersCount: leads.buyersCount })
    .from(leads)
    .where(others);
  const found = new Set(rows.map((r) => r.id));
  const skipped = [
    ...rows.map((r) => ({ _id: r.id, reason: whyUnchanged(action, r) })),
    ...target.lead_ids
      .filter((id) => !found.has(id) && !changed.includes(id))
      .map((id) => ({ _id: id, reason: 'no lead has this id' })),
  ];
  return { skipped, unchanged: skipped.length };
}

function nothingChanged(
  action: PublishingAction,
  target: PublishingTarget,
  result: Omit<PublishingResult, 'changed'>,
) {
  if (!target.lead_ids)
    return new AppError(
      'CONFLICT',
      result.unchanged === 0
        ? 'This import added no leads.'
        : `None of this import's ${result.unchanged} leads can be ${VERB[action]}.`,
    );
  const reasons = [...new Set(result.skipped.map((s) => s.reason))];
  const subject = target.lead_ids.length === 1 ? 'This lead' : 'None of these leads';
  return new AppError(
    'CONFLICT',
    `${subject} can${target.lead_ids.length === 1 ? 'not' : ''} be ${VERB[action]}: ${reasons.join('; ')}.`,
  );
}

/** Publish now, reschedule or unpublish; audited per lead, or once for a whole import. */
export async function changePublishing(
  ctx: AppContext,
  adminId: string,
  action: PublishingAction,
  target: PublishingTarget,
  publishAt: Date | null = null,
): Promise<PublishingResult> {
  const now = ctx.clock.now();
  if (target.lead_ids) target = { lead_ids: [...new Set(target.lead_ids)] };
  if (action === 'schedule' && (!publishAt || publishAt <= now)) {
    const message = 'Choose a time after now; to put the leads on sale at once, use Publish now.';
    throw new AppError('VALIDATION', message, { errors: [{ path: 'body.publish_at', message }] });
  }
  const { result, published } = await ctx.db.transaction(async (tx) => {
    const where = await targetWhere(tx, target);
    const before = target.lead_ids
      ? await tx
          .select({ id: leads.id, status: leads.status, publishAt: leads.publishAt })
          .from(leads)
          .where(and(where, ELIGIBLE[action]))
          .for('update')
      : [];
    const { ids: changedIds, published } = await apply(
      tx,
      action,
      and(where, ELIGIBLE[action])!,
      now,
      publishAt,
    );
    const rest = await unchangedOf(tx, action, target, where, changedIds);
    if (changedIds.length === 0) throw nothingChanged(action, target, rest);
    const after = { status: action === 'publish_now' ? 'published' : 'scheduled', publish_at: publishAt };
    if (target.import_id) {
      await tx
        .update(importBatches)
        .set({ publishAt: action === 'publish_now' ? now : publishAt })
        .where(eq(importBatches.id, target.import_id));
      await audit(tx, {
        actorUserId: adminId,
        action: `import_batch.${action}`,
        entity: 'import_batch',
        entityId: target.import_id,
        after: { ...after, leads_changed: changedIds.length, leads_unchanged: rest.unchanged },
        now,
      });
    }
    for (const lead of before.filter((b) => changedIds.includes(b.id)))
      await audit(tx, {
        actorUserId: adminId,
        action: `lead.${action}`,
        entity: 'lead',
        entityId: lead.id,
        before: { status: lead.status, publish_at: lead.publishAt },
        after,
        now,
      });
    return { result: { changed: changedIds.length, ...rest }, published };
  });
  await announcePublished(ctx, published);
  return result;
}
