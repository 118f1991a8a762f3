import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { withMemberLock } from '../../lib/member-lock.js';
import { assertPublicUrl } from '../../lib/safe-url.js';
import { newWebhookSecret } from '../../lib/standard-webhooks.js';
import { DAY_MS } from '../../lib/time.js';
import { assertWithinLimit } from '../plans/index.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const toEndpointDto = (row: EndpointRow, now: Date) => ({
  _id: row.id,
  url: row.url,
  is_enabled: row.isEnabled,
  disabled_reason: row.disabledReason,
  created_at: row.createdAt.toISOString(),
  previous_secret_expires_at:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
      ? row.previousSecretExpiresAt.toISOString()
      : null,
});

/** Live endpoints only: a deleted endpoint keeps its delivery log but is never shown or sent to. */
const live = (userId: string) =>
  and(
    eq(webhookEndpoints.userId, userId),
    sql`${webhookEndpoints.disabledReason} is distinct from 'Deleted'`,
  );

export async function listEndpoints(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(live(userId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map((row) => toEndpointDto(row, ctx.clock.now()));
}

export async function ownEndpoint(ctx: AppContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), live(userId)));
  if (!row) throw new AppError('NOT_FOUND', 'No webhook endpoint of yours has this id.');
  return row;
}

/** Live endpoints, turned off ones too, count against the plan's limit; deleted ones do not. */
export async function createEndpoint(ctx: AppContext, userId: string, url: string) {
  const checked = await assertPublicUrl(url, ctx.urlPolicy);
  const secret = newWebhookSecret();
  const row = await withMemberLock(ctx.db, userId, async (tx) => {
    const existing = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(live(userId));
    await assertWithinLimit(tx, userId, 'webhook_endpoints', existing.length);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url: checked.toString(),
        secretEncrypted: ctx.secrets.seal(secret),
        createdAt: ctx.clock.now(),
      })
      .returning();
    return created!;
  });
  return { ...toEndpointDto(row, ctx.clock.now()), secret };
}

/**
 * Removes every live endpoint of the member as a deletion does (never shown or sent to again, the
 * delivery log kept); returns how many. Their secrets were shown to whoever made them, so turning
 * them back on is no option: the member adds the endpoint again and gets a new secret.
 */
export async function deleteAllEndpoints(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const removed = await db
    .update(webhookEndpoints)
    .set({ isEnabled: false, disabledAt: now, disabledReason: 'Deleted' })
    .where(live(userId))
    .returning({ id: webhookEndpoints.id });
  return removed.length;
}

export async function deleteEndpoint(ctx: AppContext, userId: string, id: string) {
  await ownEndpoint(ctx, userId, id);
  await ctx.db
    .update(webhookEndpoints)
    .set({ isEnabled: false, disabledAt: ctx.clock.now(), disabledReason: 'Deleted' })
    .where(eq(webhookEndpoints.id, id));
}

export async function enableEndpoint(ctx: AppContext, userId: string, id: string) {
  const row = await ownEndpoint(ctx, userId, id);
  await assertPublicUrl(row.url, ctx.urlPolicy);
  const [updated] = await ctx.db
    .update(webhookEndpoints)
    .set({ isEnabled: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0 })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return toEndpointDto(updated!, ctx.clock.now());
}

/** A new secret, shown once; the previous one keeps signing alongside it for 24 hours. */
export async function rotateSecret(ctx: AppContext, userId: string, id: string) {
  const row = await ownEndpoint(ctx, userId, id);
  const secret = newWebhookSecret();
  const [updated] = await ctx.db
    .update(webhookEndpoints)
    .set({
      secretEncrypted: ctx.secrets.seal(secret),
      previousSecretEncrypted: row.secretEncrypted,
      previousSecretExpiresAt: new Date(ctx.clock.now().getTime() + DAY_MS),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return { ...toEndpointDto(updated!, ctx.clock.now()), secret };
}

/** The secrets that sign a message now: the current one, plus the previous one during its overlap. */
export function signingSecrets(ctx: AppContext, row: EndpointRow): string[] {
  const secrets = [ctx.secrets.open(row.secretEncrypted)];
  if (
    row.previousSecretEncrypted &&
    row.previousSecretExpiresAt &&
    row.previousSecretExpiresAt > ctx.clock.now()
  ) {
    secrets.push(ctx.secrets.open(row.previousSecretEncrypted));
  }
  return secrets;
}
