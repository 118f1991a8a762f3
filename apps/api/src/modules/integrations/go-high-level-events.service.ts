import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { GhlEventOutcome } from '@app/shared';
import { ghlStageEvents, integrationDeliveries, integrations } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { changeLeadStatus } from '../pipeline/index.js';

/**
 * The fields of GHL's OpportunityStageUpdate we read. `webhookId` and `timestamp` are on every
 * webhook GHL signs; without them the event is known by its bytes and dated on arrival.
 */
const stageUpdateSchema = z.object({
  type: z.literal('OpportunityStageUpdate'),
  locationId: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
  contactId: z.string().min(1).max(100).optional(),
  pipelineStageId: z.string().min(1).max(100),
  webhookId: z.string().min(1).max(200).optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
});

export type GhlEventAnswer = GhlEventOutcome | 'duplicate' | 'ignored';

/** Which outcome names an event that touched several purchases: the one that did the most. */
const OUTCOME_ORDER: GhlEventOutcome[] = [
  'changed',
  'unchanged',
  'stale',
  'not_in_pipeline',
  'unknown_stage',
  'unknown_opportunity',
];

/**
 * The purchases whose contact GHL names, in the location it names: delivered by a live Go High
 * Level connection of that location, with that connection's stage mapping. Another member's
 * location or contact never matches (issue 22.3).
 */
async function findDeliveredPurchases(ctx: AppContext, locationId: string, contactId: string) {
  return ctx.db
    .select({
      purchaseId: integrationDeliveries.leadPurchaseId,
      ownerId: integrations.userId,
      stageMappings: integrations.stageMappings,
    })
    .from(integrationDeliveries)
    .innerJoin(integrations, eq(integrations.id, integrationDeliveries.integrationId))
    .where(
      and(
        eq(integrationDeliveries.ghlContactId, contactId),
        eq(integrationDeliveries.status, 'succeeded'),
        eq(integrations.kind, 'go_high_level'),
        eq(integrations.isEnabled, true),
        sql`${integrations.config} ->> 'location_id' = ${locationId}`,
      ),
    );
}

async function moveDeliveredPurchase(
  ctx: AppContext,
  match: Awaited<ReturnType<typeof findDeliveredPurchases>>[number],
  stageId: string,
  occurredAt: Date,
): Promise<GhlEventOutcome> {
  const mapping = match.stageMappings.find((candidate) => candidate.stage_id === stageId);
  if (!mapping) return 'unknown_stage';
  try {
    const { outcome } = await changeLeadStatus(
      ctx,
      { ownerId: match.ownerId, actorId: match.ownerId, source: 'go_high_level' },
      { purchaseId: match.purchaseId },
      { status: mapping.status, occurredAt },
    );
    return outcome;
  } catch (error) {
    // A refunded or replaced purchase has left the pipeline (decision 032): nothing to move.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'not_in_pipeline';
    throw error;
  }
}

/**
 * Applies one signed OpportunityStageUpdate (issue 22.3, decision 037): the member's mapping turns
 * the stage into a status, moved by the pipeline's one function for status changes, so refunded
 * purchases, deal details and history behave as in the app. Each webhookId is applied once; a
 * replay answers `duplicate` and changes nothing. Unknown stages and contacts change nothing and
 * are recorded, and answered with a 2xx, since GHL does not resend what it sees refused.
 */
export async function applyGhlStageEvent(ctx: AppContext, rawBody: Buffer): Promise<GhlEventAnswer> {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION', 'The body is not JSON.');
  }
  if ((payload as { type?: unknown } | null)?.type !== 'OpportunityStageUpdate') return 'ignored';
  const parsed = stageUpdateSchema.safeParse(payload);
  if (!parsed.success)
    throw new AppError('VALIDATION', 'The OpportunityStageUpdate is missing fields.', {
      errors: parsed.error.issues.map((issue) => ({
        path: `body.${issue.path.join('.')}`,
        message: issue.message,
      })),
    });
  const event = parsed.data;
  const webhookId = event.webhookId ?? `body-sha256:${sha256(rawBody.toString('utf8'))}`;
  const [seen] = await ctx.db
    .select({ id: ghlStageEvents.id })
    .from(ghlStageEvents)
    .where(eq(ghlStageEvents.webhookId, webhookId));
  if (seen) return 'duplicate';

  const receivedAt = ctx.clock.now();
  const occurredAt = event.timestamp ? new Date(event.timestamp) : receivedAt;
  const matches = event.contactId ? await findDeliveredPurchases(ctx, event.locationId, event.contactId) : [];
  const outcomes: GhlEventOutcome[] = [];
  // One by one: each change locks its own purchase, and a replay racing this one finds the status
  // already there (no second history row), so the changes need no transaction of their own.
  for (const match of matches)
    outcomes.push(await moveDeliveredPurchase(ctx, match, event.pipelineStageId, occurredAt));
  const outcome = OUTCOME_ORDER.find((candidate) => outcomes.includes(candidate)) ?? 'unknown_opportunity';
  const [recorded] = await ctx.db
    .insert(ghlStageEvents)
    .values({
      webhookId,
      locationId: event.locationId,
      opportunityId: event.id,
      contactId: event.contactId ?? null,
      pipelineStageId: event.pipelineStageId,
      occurredAt,
      receivedAt,
      outcome,
      changedCount: outcomes.filter((one) => one === 'changed').length,
    })
    .onConflictDoNothing({ target: ghlStageEvents.webhookId })
    .returning({ id: ghlStageEvents.id });
  return recorded ? outcome : 'duplicate';
}
