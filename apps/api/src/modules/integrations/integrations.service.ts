import { GHL_EVENTS_PATH, GHL_RECENT_EVENTS, type GhlPipeline, type GhlStageMapping } from '@app/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { ghlStageEvents, integrationDeliveries, integrations } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { PermanentDeliveryError, RetryableDeliveryError } from '../../ports/delivery-channels.js';
import { sheetOverviewOf } from './google-sheet.service.js';

/**
 * The latest stage events about contacts this connection delivered (ids and outcomes only), so a
 * member sees that events arrive and why one changed nothing: an unmapped stage shows its id,
 * ready to map. Events of contacts we never sent are not shown: another member who typed the same
 * Location ID sees only their own.
 */
async function listRecentGhlEvents(ctx: AppContext, integrationId: string, locationId: string) {
  const deliveredContacts = ctx.db
    .select({ contactId: integrationDeliveries.ghlContactId })
    .from(integrationDeliveries)
    .where(eq(integrationDeliveries.integrationId, integrationId));
  const rows = await ctx.db
    .select({
      receivedAt: ghlStageEvents.receivedAt,
      stageId: ghlStageEvents.pipelineStageId,
      outcome: ghlStageEvents.outcome,
    })
    .from(ghlStageEvents)
    .where(
      and(eq(ghlStageEvents.locationId, locationId), inArray(ghlStageEvents.contactId, deliveredContacts)),
    )
    .orderBy(desc(ghlStageEvents.receivedAt))
    .limit(GHL_RECENT_EVENTS);
  return rows.map((row) => ({
    received_at: row.receivedAt.toISOString(),
    pipeline_stage_id: row.stageId,
    outcome: row.outcome,
  }));
}

export async function getIntegrationsOverview(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.isEnabled, true)));
  const byKind = (kind: (typeof rows)[number]['kind']) => rows.find((r) => r.kind === kind);
  const sheet = byKind('google_sheets');
  const ghl = byKind('go_high_level');
  const feed = byKind('csv_feed');
  const recentEvents = ghl ? await listRecentGhlEvents(ctx, ghl.id, ghl.config.location_id ?? '') : [];
  return {
    google_sheet: sheet ? sheetOverviewOf(sheet) : null,
    go_high_level: ghl
      ? {
          location_id: ghl.config.location_id ?? '',
          is_enabled: ghl.isEnabled,
          last_error: ghl.lastError,
          stage_mappings: ghl.stageMappings,
          events_url: `${ctx.config.appUrl}${GHL_EVENTS_PATH}`,
          recent_events: recentEvents,
        }
      : null,
    csv_feed: feed ? { created_at: feed.createdAt.toISOString() } : null,
    sheets_service_account: ctx.sheets.serviceAccountEmail,
  };
}

async function upsertIntegration(
  ctx: AppContext,
  userId: string,
  kind: 'go_high_level' | 'csv_feed',
  values: { config: Record<string, string>; secretEncrypted?: string | null; tokenHash?: string | null },
) {
  await ctx.db
    .insert(integrations)
    .values({
      userId,
      kind,
      config: values.config,
      secretEncrypted: values.secretEncrypted ?? null,
      tokenHash: values.tokenHash ?? null,
      isEnabled: true,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoUpdate({
      target: [integrations.userId, integrations.kind],
      set: {
        config: values.config,
        secretEncrypted: values.secretEncrypted ?? null,
        tokenHash: values.tokenHash ?? null,
        isEnabled: true,
        lastError: null,
        createdAt: ctx.clock.now(),
      },
    });
}

/** The Private Integration Token is stored encrypted and never shown again. */
export async function connectGoHighLevel(ctx: AppContext, userId: string, token: string, locationId: string) {
  await upsertIntegration(ctx, userId, 'go_high_level', {
    config: { location_id: locationId },
    secretEncrypted: ctx.secrets.seal(token),
  });
}

/** The live Go High Level connection of the member, or a 404 that says to connect first. */
async function liveGoHighLevel(ctx: AppContext, userId: string) {
  const [ghl] = await ctx.db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.userId, userId),
        eq(integrations.kind, 'go_high_level'),
        eq(integrations.isEnabled, true),
      ),
    );
  if (!ghl) throw new AppError('NOT_FOUND', 'Connect Go High Level first.');
  return ghl;
}

/** Issue 22.3: replaces which stage means which status (the contract refuses a stage twice). */
export async function setGoHighLevelStages(
  ctx: AppContext,
  userId: string,
  stageMappings: GhlStageMapping[],
) {
  const ghl = await liveGoHighLevel(ctx, userId);
  await ctx.db.update(integrations).set({ stageMappings }).where(eq(integrations.id, ghl.id));
}

/**
 * The location's pipelines read with the member's token, so stages are picked rather than typed.
 * A token without the opportunities scope is refused by GHL: the member is told, and can still
 * enter stage ids by hand.
 */
export async function listGoHighLevelPipelines(ctx: AppContext, userId: string): Promise<GhlPipeline[]> {
  const ghl = await liveGoHighLevel(ctx, userId);
  try {
    return await ctx.goHighLevel.listPipelines({
      token: ctx.secrets.open(ghl.secretEncrypted ?? ''),
      locationId: ghl.config.location_id ?? '',
    });
  } catch (error) {
    if (error instanceof PermanentDeliveryError)
      throw new AppError(
        'UNPROCESSABLE',
        `${error.message.replace(/\.$/, '')}. You can enter each stage's ID and name below instead.`,
      );
    if (error instanceof RetryableDeliveryError)
      throw new AppError('UNAVAILABLE', 'Go High Level did not answer. Try again in a minute.', {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    throw error;
  }
}

export async function disconnectIntegration(
  ctx: AppContext,
  userId: string,
  kind: 'google_sheets' | 'go_high_level' | 'csv_feed',
) {
  await ctx.db
    .update(integrations)
    .set({ isEnabled: false, secretEncrypted: null, tokenHash: null })
    .where(and(eq(integrations.userId, userId), eq(integrations.kind, kind)));
}

/**
 * Disconnects every live connection of the member (Google Sheet, Go High Level, CSV feed): the
 * stored token and the feed link's hash are dropped; returns how many were live.
 */
export async function disconnectAllIntegrations(db: DbOrTx, userId: string): Promise<number> {
  const disconnected = await db
    .update(integrations)
    .set({ isEnabled: false, secretEncrypted: null, tokenHash: null })
    .where(and(eq(integrations.userId, userId), eq(integrations.isEnabled, true)))
    .returning({ id: integrations.id });
  return disconnected.length;
}

/**
 * A read-only feed URL with its own token (stored as a hash, never the API key): made for
 * Google Sheets' IMPORTDATA. Creating a new one revokes the old link.
 */
export async function createCsvFeed(ctx: AppContext, userId: string) {
  const token = `feed_${randomToken(32)}`;
  await upsertIntegration(ctx, userId, 'csv_feed', { config: {}, tokenHash: sha256(token) });
  return `${ctx.config.appUrl}/api/v1/feeds/purchased-leads.csv?token=${token}`;
}

export async function findFeedOwner(ctx: AppContext, token: string): Promise<string> {
  if (!/^feed_[A-Za-z0-9_-]{43}$/.test(token))
    throw new AppError('UNAUTHENTICATED', 'This feed link is not valid.');
  const [row] = await ctx.db
    .select({ userId: integrations.userId })
    .from(integrations)
    .where(
      and(
        eq(integrations.kind, 'csv_feed'),
        eq(integrations.isEnabled, true),
        eq(integrations.tokenHash, sha256(token)),
      ),
    );
  if (!row) throw new AppError('UNAUTHENTICATED', 'This feed link was revoked or is not valid.');
  return row.userId;
}
