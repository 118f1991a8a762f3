import { ghlCustomFieldsOf, type LeadOptOutEvent, type PurchasedLead } from '@app/shared';
import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { request } from 'undici';
import type { AppContext } from '../../context.js';
import { isAnyOf } from '../../db/any-of.js';
import type { DbOrTx } from '../../db/client.js';
import {
  integrationDeliveries,
  integrations,
  leadPurchases,
  leads,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.js';
import { randomToken } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { webhookHeaders } from '../../lib/standard-webhooks.js';
import { PermanentDeliveryError, RetryableDeliveryError, sheetRowOf } from '../../ports/delivery-channels.js';
import { toE164 } from '../../ports/go-high-level.js';
import { UNVERIFIED_SHEET_ERROR, canReceiveDeliveries } from './sheet-verification.js';
import { signingSecrets } from './webhook-endpoints.service.js';
import { spendDownloadAllowance } from '../downloads/index.js';
import { toPurchasedLead } from '../leads/index.js';
import type { Mail } from '../../ports/email.js';

export const WEBHOOK_QUEUE = 'webhook-delivery';
export const INTEGRATION_QUEUE = 'integration-delivery';

/**
 * Retry delays after each failed attempt (Standard Webhooks' schedule): 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h — eight attempts over more than a day before a delivery is given up.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
const LEASE_SECONDS = 60;
export const UNREACHABLE =
  'We could not reach the endpoint: check that it is online, public, and answers within 15 seconds.';
const TIMEOUT_MS = 15_000;
/** Bytes of a receiver's answer read before its connection is closed instead (postWebhook). */
const ANSWER_READ_LIMIT = 64 * 1024;

export const REVERSED_PURCHASE =
  'This purchase was refunded or replaced, so the lead is no longer delivered.';

/** A purchase the member still owns, as delivered; null once it is reversed (or gone). */
async function loadPurchasedLead(
  db: DbOrTx,
  purchaseId: string,
): Promise<{ userId: string; lead: PurchasedLead } | null> {
  const [row] = await db
    .select({ purchase: leadPurchases, lead: leads })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(and(eq(leadPurchases.id, purchaseId), isNull(leadPurchases.reversedAt)));
  return row
    ? {
        userId: row.purchase.userId,
        lead: toPurchasedLead(row.lead, row.purchase.createdAt, row.purchase.priceCents),
      }
    : null;
}

const eventPayload = (type: string, data: object, now: Date) => ({
  type,
  timestamp: now.toISOString(),
  data,
});

export interface CreatedDeliveries {
  webhookIds: string[];
  integrationIds: string[];
}

/**
 * Fans a new purchase out to every channel the buyer connected, inside the purchase's own
 * transaction (a transactional outbox): one delivery row per webhook endpoint and per integration.
 * If the process stops right after the sale, the rows are there and the sweeper sends them.
 */
export async function createPurchaseDeliveries(
  tx: DbOrTx,
  purchaseId: string,
  now: Date,
): Promise<CreatedDeliveries> {
  const loaded = await loadPurchasedLead(tx, purchaseId);
  if (!loaded) return { webhookIds: [], integrationIds: [] };
  const endpoints = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, loaded.userId), eq(webhookEndpoints.isEnabled, true)));
  const created = endpoints.length
    ? await tx
        .insert(webhookDeliveries)
        .values(
          endpoints.map((e) => ({
            endpointId: e.id,
            messageId: `msg_${randomToken(18)}`,
            eventType: 'lead.purchased',
            leadPurchaseId: purchaseId,
            payload: eventPayload('lead.purchased', loaded.lead, now),
            nextAttemptAt: now,
            createdAt: now,
          })),
        )
        .returning({ id: webhookDeliveries.id })
    : [];
  const connected = await tx
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.userId, loaded.userId),
        eq(integrations.isEnabled, true),
        inArray(integrations.kind, ['google_sheets', 'go_high_level']),
      ),
    );
  // A sheet nobody has proven to be the buyer's gets nothing, not even a delivery that waits.
  const receiving = connected.filter(canReceiveDeliveries);
  const integrationRows = receiving.length
    ? await tx
        .insert(integrationDeliveries)
        .values(
          receiving.map((i) => ({
            integrationId: i.id,
            leadPurchaseId: purchaseId,
            nextAttemptAt: now,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: integrationDeliveries.id })
    : [];
  return { webhookIds: created.map((r) => r.id), integrationIds: integrationRows.map((r) => r.id) };
}

/**
 * A `lead.opt_out` event to every endpoint the buyer has turned on (issue 19.1), in the opt-out's
 * transaction: the seller of a lead they own asked not to be contacted. Carried by the purchase,
 * so a purchase reversed before it is sent is never sent (as for `lead.purchased`).
 */
export async function createLeadOptOutDeliveries(
  tx: DbOrTx,
  sale: { userId: string; purchaseId: string; data: LeadOptOutEvent },
  now: Date,
): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, sale.userId), eq(webhookEndpoints.isEnabled, true)));
  if (endpoints.length === 0) return [];
  const created = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((e) => ({
        endpointId: e.id,
        messageId: `msg_${randomToken(18)}`,
        eventType: 'lead.opt_out',
        leadPurchaseId: sale.purchaseId,
        payload: eventPayload('lead.opt_out', sale.data, now),
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return created.map((row) => row.id);
}

/**
 * A reversed purchase (an approved refund or replacement) is no longer the buyer's: deliveries
 * still waiting or retrying are given up, in the reversal's transaction (issue 15.2).
 */
export async function stopDeliveriesOfPurchase(tx: DbOrTx, purchaseId: string) {
  const stopped = { status: 'dead' as const, nextAttemptAt: null, lastError: REVERSED_PURCHASE };
  await tx
    .update(webhookDeliveries)
    .set(stopped)
    .where(
      and(
        eq(webhookDeliveries.leadPurchaseId, purchaseId),
        inArray(webhookDeliveries.status, ['pending', 'failed']),
      ),
    );
  await tx
    .update(integrationDeliveries)
    .set(stopped)
    .where(
      and(
        eq(integrationDeliveries.leadPurchaseId, purchaseId),
        inArray(integrationDeliveries.status, ['pending', 'failed']),
      ),
    );
}

/** Whether the purchase a delivery carries was reversed since. */
async function isReversed(db: DbOrTx, purchaseId: string | null) {
  if (!purchaseId) return false;
  const [row] = await db
    .select({ reversedAt: leadPurchases.reversedAt })
    .from(leadPurchases)
    .where(eq(leadPurchases.id, purchaseId));
  return Boolean(row?.reversedAt);
}

/** After the sale commits: one queued attempt per delivery (the sweeper covers a missing queue). */
export async function queueDeliveries(ctx: AppContext, created: CreatedDeliveries) {
  for (const id of created.webhookIds) await ctx.queue?.send(WEBHOOK_QUEUE, { id });
  for (const id of created.integrationIds) await ctx.queue?.send(INTEGRATION_QUEUE, { id });
}

type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type AttemptOutcome = 'succeeded' | 'failed' | 'dead' | 'skipped';

/** Deliveries attempted together: a queue worker's batch, and the sweeper's due rows in slices. */
export const WEBHOOK_ATTEMPT_BATCH = 50;

/**
 * Takes due deliveries for one attempt each (a lease), so the queue and the sweeper never both send
 * one. A delivery already done, or leased by someone else, is not returned.
 */
async function claimWebhookDeliveries(ctx: AppContext, ids: readonly string[], force: boolean) {
  if (ids.length === 0) return [];
  const now = ctx.clock.now();
  return ctx.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_SECONDS * 1000) })
    .where(
      and(
        isAnyOf(webhookDeliveries.id, ids, 'uuid'),
        inArray(webhookDeliveries.status, ['pending', 'failed']),
        force ? undefined : lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
}

/** The endpoints the claimed deliveries go to, and which of the purchases they carry were reversed. */
async function readAttemptTargets(ctx: AppContext, claimed: readonly WebhookDelivery[]) {
  const endpointIds = [...new Set(claimed.map((d) => d.endpointId))];
  const purchaseIds = [
    ...new Set(claimed.map((d) => d.leadPurchaseId).filter((id): id is string => id !== null)),
  ];
  const [endpointRows, reversedRows] = await Promise.all([
    ctx.db
      .select()
      .from(webhookEndpoints)
      .where(isAnyOf(webhookEndpoints.id, endpointIds, 'uuid')),
    purchaseIds.length
      ? ctx.db
          .select({ id: leadPurchases.id })
          .from(leadPurchases)
          .where(and(isAnyOf(leadPurchases.id, purchaseIds, 'uuid'), isNotNull(leadPurchases.reversedAt)))
      : Promise.resolve([]),
  ]);
  return {
    endpoints: new Map(endpointRows.map((endpoint) => [endpoint.id, endpoint])),
    reversed: new Set(reversedRows.map((row) => row.id)),
  };
}

async function disableEndpoint(ctx: AppContext, endpointId: string, reason: string) {
  const [endpoint] = await ctx.db
    .update(webhookEndpoints)
    .set({ isEnabled: false, disabledAt: ctx.clock.now(), disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.isEnabled, true)))
    .returning();
  if (!endpoint) return;
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, endpoint.userId));
  if (owner) {
    await ctx.email.send(webhookDisabledMail(ctx, owner, endpoint.url, reason));
  }
}

/** The owner hears that an endpoint which failed for a day was turned off, and how to recover. */
export const webhookDisabledMail = (
  ctx: Pick<AppContext, 'config'>,
  owner: { name: string; email: string },
  url: string,
  reason: string,
): Mail => ({
  to: owner.email,
  template: 'webhook-disabled',
  subject: `We stopped sending leads to your webhook`,
  greeting: `Hi ${owner.name},`,
  blocks: [
    `Your endpoint ${url} failed every delivery for more than a day (${reason}), so we turned it off. Nothing is lost: every lead is in your delivery log and under Purchased Leads.`,
    'Fix the receiver, then turn the endpoint back on and replay the failed deliveries:',
    { button: 'Open my webhook', url: `${ctx.config.appUrl}/purchased-leads/connect-webhook` },
  ],
});

/**
 * What the member's server answered: its status, and the error to show when it was not a 2xx.
 * Sent with undici's `request`, not `fetch`: the same POST through the same guarded agent, with a
 * third of fetch's CPU (its Request, Headers and stream objects), which at a thousand deliveries a
 * second is a tenth of the API's main thread (issue 24.3). Neither follows a redirect.
 */
async function postWebhook(ctx: AppContext, delivery: WebhookDelivery, endpoint: WebhookEndpoint) {
  const body = JSON.stringify(delivery.payload);
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    const response = await request(endpoint.url, {
      method: 'POST',
      // The signature's timestamp is the real send time: receivers check it against their own clock.
      headers: webhookHeaders(
        signingSecrets(ctx, endpoint),
        delivery.messageId,
        Math.floor(Date.now() / 1000),
        body,
      ),
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      dispatcher: ctx.state.webhookAgent,
    });
    responseStatus = response.statusCode;
    // The answer's body is not read: a receiver that sends a large one does not hold the worker.
    await response.body.dump({ limit: ANSWER_READ_LIMIT }).catch(() => undefined);
    if (responseStatus < 200 || responseStatus >= 300) {
      error =
        responseStatus >= 300 && responseStatus < 400
          ? `Redirect (${responseStatus}) not followed`
          : `HTTP ${responseStatus}`;
    }
  } catch {
    // One text for every failure to get an answer: refused, timed out, unresolvable or an address
    // we will not call. Telling them apart would let a customer map ports through us (issue 15.10).
    error = UNREACHABLE;
  }
  ctx.state.metrics?.webhookDeliveries.inc({ outcome: error ? 'failed' : 'succeeded' });
  return { responseStatus, error };
}

/** A failed attempt: the next one scheduled (and queued), or the delivery given up and its endpoint turned off. */
async function recordFailedAttempt(
  ctx: AppContext,
  delivery: WebhookDelivery,
  endpoint: WebhookEndpoint,
  { responseStatus, error }: { responseStatus: number | null; error: string },
): Promise<AttemptOutcome> {
  const attempt = delivery.attempt + 1;
  const delay = RETRY_DELAYS_SECONDS[attempt - 1];
  const isDead = delay === undefined;
  const now = ctx.clock.now();
  await ctx.db
    .update(webhookDeliveries)
    .set({
      status: isDead ? 'dead' : 'failed',
      attempt,
      responseStatus,
      lastError: error.slice(0, 500),
      nextAttemptAt: isDead ? null : new Date(now.getTime() + delay * 1000),
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  await ctx.db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, endpoint.id));
  if (isDead) await disableEndpoint(ctx, endpoint.id, `last error: ${error.slice(0, 200)}`);
  else await ctx.queue?.send(WEBHOOK_QUEUE, { id: delivery.id }, { startAfterSeconds: delay });
  return isDead ? 'dead' : 'failed';
}

interface Success {
  delivery: WebhookDelivery;
  endpoint: WebhookEndpoint;
  responseStatus: number | null;
}

/**
 * Writes successful attempts as they come, coalesced: the answers that arrive while one write runs
 * go into the next. A batch's fast deliveries are recorded without waiting for its slowest endpoint
 * (up to 15 s), and a burst of answers costs a few statements rather than one each (issue 24.3).
 * `add` resolves once its success is written.
 */
function successWriter(ctx: AppContext) {
  const waiting: Success[] = [];
  let writing: Promise<void> | null = null;
  const write = async (group: Success[]) => {
    const deliveredAt = ctx.clock.now();
    // One update per status answered (nearly always one: 200). attempt + 1 is the claimed row's
    // own, which nobody else changes while the lease holds.
    const byStatus = new Map<number | null, string[]>();
    for (const { delivery, responseStatus } of group)
      byStatus.set(responseStatus, [...(byStatus.get(responseStatus) ?? []), delivery.id]);
    for (const [responseStatus, ids] of byStatus)
      await ctx.db
        .update(webhookDeliveries)
        .set({
          status: 'succeeded',
          attempt: sql`${webhookDeliveries.attempt} + 1`,
          responseStatus,
          lastError: null,
          deliveredAt,
          nextAttemptAt: null,
        })
        .where(isAnyOf(webhookDeliveries.id, ids, 'uuid'));
    // Only after failures: a write per delivery would make the endpoint's row the hot spot of a
    // publish run's burst.
    const recovered = [
      ...new Set(group.filter((s) => s.endpoint.consecutiveFailures !== 0).map((s) => s.endpoint.id)),
    ];
    if (recovered.length)
      await ctx.db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(isAnyOf(webhookEndpoints.id, recovered, 'uuid'));
  };
  const writeWaiting = async () => {
    // Never done before `writing` holds this promise (and the answers of this tick join the write).
    await Promise.resolve();
    try {
      while (waiting.length > 0) await write(waiting.splice(0));
    } finally {
      // Reached with nothing waiting and no await since the check: a success added from now on
      // starts the next write.
      writing = null;
    }
  };
  return {
    add(success: Success): Promise<void> {
      waiting.push(success);
      writing ??= writeWaiting();
      return writing;
    },
  };
}

/** Settles every promise, then throws the first failure: no attempt is abandoned half-recorded. */
async function settleAll(work: Promise<unknown>[]) {
  const failed = (await Promise.allSettled(work)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * One attempt for each of these deliveries, side by side: a signed POST, no redirects followed,
 * 15 s timeout; 2xx is success. The statements are per batch, not per delivery (issue 24.3: a
 * publish run's thousand deliveries made three statements each): one claim, one read of the
 * endpoints and reversed purchases, the successes written a few at a time as they arrive
 * (successWriter). A failure is recorded on its own, as it schedules a retry or turns off an
 * endpoint. Returns each claimed delivery's outcome; a delivery not due (or already done) has none.
 */
export async function attemptWebhookDeliveries(
  ctx: AppContext,
  ids: readonly string[],
  options: {
    force?: boolean;
    /**
     * Told how many of the ids are settled, as it becomes known (the queue's window,
     * delivery-window.ts): those not due at once after the claim, then one per recorded outcome.
     */
    onSettled?: (count: number) => void;
  } = {},
): Promise<Map<string, AttemptOutcome>> {
  const outcomes = new Map<string, AttemptOutcome>();
  const recorded = (id: string, outcome: AttemptOutcome) => {
    outcomes.set(id, outcome);
    options.onSettled?.(1);
  };
  const claimed = await claimWebhookDeliveries(ctx, ids, options.force ?? false);
  if (claimed.length < ids.length) options.onSettled?.(ids.length - claimed.length);
  if (claimed.length === 0) return outcomes;
  const { endpoints, reversed } = await readAttemptTargets(ctx, claimed);

  const stopped: string[] = [];
  const endpointOff: string[] = [];
  const sendable: { delivery: WebhookDelivery; endpoint: WebhookEndpoint }[] = [];
  for (const delivery of claimed) {
    const endpoint = endpoints.get(delivery.endpointId);
    if (delivery.leadPurchaseId && reversed.has(delivery.leadPurchaseId)) stopped.push(delivery.id);
    else if (!endpoint?.isEnabled) endpointOff.push(delivery.id);
    else sendable.push({ delivery, endpoint });
  }
  const skipped = [
    { ids: stopped, set: { status: 'dead' as const, lastError: REVERSED_PURCHASE, nextAttemptAt: null } },
    {
      ids: endpointOff,
      set: {
        status: 'failed' as const,
        lastError: 'The endpoint is turned off; replay this delivery after turning it on.',
        nextAttemptAt: null,
      },
    },
  ];
  for (const { ids: skippedIds, set } of skipped) {
    if (skippedIds.length === 0) continue;
    await ctx.db
      .update(webhookDeliveries)
      .set(set)
      .where(isAnyOf(webhookDeliveries.id, skippedIds, 'uuid'));
    for (const id of skippedIds) recorded(id, 'skipped');
  }

  const successes = successWriter(ctx);
  const work = sendable.map(async ({ delivery, endpoint }) => {
    const { responseStatus, error } = await postWebhook(ctx, delivery, endpoint);
    if (error === null) {
      await successes.add({ delivery, endpoint, responseStatus });
      recorded(delivery.id, 'succeeded');
    } else
      recorded(delivery.id, await recordFailedAttempt(ctx, delivery, endpoint, { responseStatus, error }));
  });
  await settleAll(work);
  return outcomes;
}

/** One delivery's attempt (a test event, a replay): its outcome, or null when it was not due. */
export async function attemptWebhookDelivery(ctx: AppContext, id: string, options: { force?: boolean } = {}) {
  return (await attemptWebhookDeliveries(ctx, [id], options)).get(id) ?? null;
}

const money = (dollars: number | null) => (dollars === null ? null : `$${dollars.toLocaleString('en-US')}`);

/** The contact's note: the lead as a person reads it, every detail it has (issue 18.3). */
const ghlNote = (lead: PurchasedLead) => {
  const house = [
    lead.bedrooms === null ? null : `${lead.bedrooms} bd`,
    lead.bathrooms === null ? null : `${lead.bathrooms} ba`,
    lead.square_feet === null ? null : `${lead.square_feet.toLocaleString('en-US')} sq ft`,
    lead.year_built === null ? null : `built ${lead.year_built}`,
  ].filter(Boolean);
  const lines: (string | null)[] = [
    `${lead.lead_type === 'exclusive' ? 'Exclusive' : 'Premium'} lead from SellerSignal`,
    lead.do_not_contact ? 'DO NOT CONTACT: the seller asked not to be contacted.' : null,
    lead.dnc ? 'On a Do-Not-Call list: check before you call.' : null,
    `Property: ${lead.property_type} at ${lead.address_line_1}, ${lead.city}, ${lead.state} ${lead.ZIP}`,
    house.length ? `House: ${house.join(', ')}` : null,
    lead.condition ? `Condition: ${lead.condition}` : null,
    lead.occupancy ? `Occupancy: ${lead.occupancy}` : null,
    lead.estimated_value !== null ? `Estimated value: ${money(lead.estimated_value)}` : null,
    lead.mortgage_balance !== null ? `Mortgage balance: ${money(lead.mortgage_balance)}` : null,
    lead.equity !== null ? `Equity: ${money(lead.equity)} (${lead.equity_percent ?? 0}%)` : null,
    lead.asking_price !== null ? `Asking price: ${money(lead.asking_price)}` : null,
    `Reason for selling: ${lead.reason}`,
    `Selling timeline: ${lead.selling_timeline}`,
    `Listed on MLS: ${lead.listed ? 'Yes' : 'No'}`,
    lead.seller_notes ? `Seller notes: ${lead.seller_notes}` : null,
    lead.call_recording_url ? `Call recording: ${lead.call_recording_url}` : null,
    lead.source ? `Lead source: ${lead.source}` : null,
    lead.consent ? `Consent: "${lead.consent.text}" (${lead.consent.captured_at})` : null,
    `Purchased: ${lead.purchased_at}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
};

/** One attempt to put a purchase into the buyer's Google Sheet or Go High Level. */
export async function attemptIntegrationDelivery(ctx: AppContext, id: string) {
  const now = ctx.clock.now();
  const [delivery] = await ctx.db
    .update(integrationDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_SECONDS * 1000) })
    .where(
      and(
        eq(integrationDeliveries.id, id),
        inArray(integrationDeliveries.status, ['pending', 'failed']),
        lte(integrationDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!delivery) return null;
  const [integration] = await ctx.db
    .select()
    .from(integrations)
    .where(eq(integrations.id, delivery.integrationId));
  const loaded = await loadPurchasedLead(ctx.db, delivery.leadPurchaseId);
  if (!integration?.isEnabled || !loaded) {
    await ctx.db
      .update(integrationDeliveries)
      .set({
        status: 'dead',
        lastError: loaded ? 'The connection was removed.' : REVERSED_PURCHASE,
        nextAttemptAt: null,
      })
      .where(eq(integrationDeliveries.id, id));
    return 'skipped';
  }
  if (!canReceiveDeliveries(integration)) {
    // The link was changed after the sale: the new sheet has to be verified first.
    await ctx.db
      .update(integrationDeliveries)
      .set({ status: 'dead', lastError: UNVERIFIED_SHEET_ERROR, nextAttemptAt: null })
      .where(eq(integrationDeliveries.id, id));
    return 'skipped';
  }
  const attempt = delivery.attempt + 1;
  try {
    // Go High Level's opportunities name the contact: kept so its stage changes find the lead.
    let ghlContactId: string | null = null;
    if (integration.kind === 'google_sheets') {
      await ctx.sheets.appendRow({
        spreadsheetId: integration.config.spreadsheet_id ?? '',
        sheetName: integration.config.sheet_name ?? 'Leads',
        values: sheetRowOf(loaded.lead),
      });
    } else {
      const [firstName, ...rest] = loaded.lead.lead_name.trim().split(/\s+/);
      ({ contactId: ghlContactId } = await ctx.goHighLevel.upsertContact({
        token: ctx.secrets.open(integration.secretEncrypted ?? ''),
        locationId: integration.config.location_id ?? '',
        contact: {
          firstName: firstName ?? '',
          lastName: rest.join(' '),
          phone: toE164(loaded.lead.lead_phone) ?? loaded.lead.lead_phone,
          address1: loaded.lead.address_line_1,
          city: loaded.lead.city,
          state: loaded.lead.state,
          postalCode: loaded.lead.ZIP,
          source: 'SellerSignal',
          tags: ['sellersignal', `${loaded.lead.lead_type}-lead`],
          ...(loaded.lead.seller_email ? { email: loaded.lead.seller_email } : {}),
          ...(loaded.lead.dnc || loaded.lead.do_not_contact ? { dnd: true } : {}),
          customFields: ghlCustomFieldsOf(loaded.lead),
        },
        note: ghlNote(loaded.lead),
      }));
    }
    await ctx.db
      .update(integrationDeliveries)
      .set({
        status: 'succeeded',
        attempt,
        lastError: null,
        deliveredAt: now,
        nextAttemptAt: null,
        ghlContactId,
      })
      .where(eq(integrationDeliveries.id, id));
    await ctx.db.update(integrations).set({ lastError: null }).where(eq(integrations.id, integration.id));
    return 'succeeded';
  } catch (caught) {
    const message = (caught as Error).message.slice(0, 500);
    const permanent = caught instanceof PermanentDeliveryError;
    const retryAfter = caught instanceof RetryableDeliveryError ? caught.retryAfterSeconds : undefined;
    const delay = permanent ? undefined : (retryAfter ?? RETRY_DELAYS_SECONDS[attempt - 1]);
    const isDead = delay === undefined;
    await ctx.db
      .update(integrationDeliveries)
      .set({
        status: isDead ? 'dead' : 'failed',
        attempt,
        lastError: message,
        nextAttemptAt: isDead ? null : new Date(now.getTime() + delay * 1000),
      })
      .where(eq(integrationDeliveries.id, id));
    await ctx.db.update(integrations).set({ lastError: message }).where(eq(integrations.id, integration.id));
    if (!isDead) await ctx.queue?.send(INTEGRATION_QUEUE, { id }, { startAfterSeconds: delay });
    return isDead ? 'dead' : 'failed';
  }
}

/** Connection deliveries attempted together: the queue worker's batch, and the sweeper's slices. */
export const INTEGRATION_ATTEMPT_BATCH = 5;

/**
 * Several connections' deliveries side by side: each waits on Google or Go High Level (every call
 * with its own timeout), so one member's slow account does not hold the others' leads back. One
 * connection's deliveries still go one after another, in the order given: a sheet's rows keep the
 * purchases' order, and two upserts of the same seller never race in the member's Go High Level.
 * Each delivery holds its own lease; a failure to record one is thrown once all have ended.
 */
export async function attemptIntegrationDeliveries(ctx: AppContext, ids: readonly string[]) {
  if (ids.length === 0) return;
  const rows = await ctx.db
    .select({ id: integrationDeliveries.id, integrationId: integrationDeliveries.integrationId })
    .from(integrationDeliveries)
    .where(isAnyOf(integrationDeliveries.id, ids, 'uuid'));
  const integrationOf = new Map(rows.map((row) => [row.id, row.integrationId]));
  const byIntegration = new Map<string, string[]>();
  for (const id of ids) {
    const integrationId = integrationOf.get(id);
    if (integrationId) byIntegration.set(integrationId, [...(byIntegration.get(integrationId) ?? []), id]);
  }
  await settleAll(
    [...byIntegration.values()].map(async (inOrder) => {
      for (const id of inOrder) await attemptIntegrationDelivery(ctx, id);
    }),
  );
}

export async function sendTestEvent(ctx: AppContext, endpointId: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      messageId: `msg_${randomToken(18)}`,
      eventType: 'test.ping',
      payload: eventPayload(
        'test.ping',
        { message: 'This is a test event from SellerSignal. Real events have type lead.purchased.' },
        now,
      ),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  await attemptWebhookDelivery(ctx, row!.id, { force: true });
  return row!.id;
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export const toDeliveryDto = (row: DeliveryRow) => ({
  _id: row.id,
  message_id: row.messageId,
  event_type: row.eventType,
  status: row.status,
  attempt: row.attempt,
  response_status: row.responseStatus,
  last_error: row.lastError,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function listDeliveries(ctx: AppContext, endpointId: string, page: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return { items: rows.map(toDeliveryDto), total: Number(totals?.total ?? 0) };
}

/** Sends a delivery again with the same webhook-id and a fresh retry schedule. */
export async function replayDelivery(ctx: AppContext, userId: string, deliveryId: string) {
  const [row] = await ctx.db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'No delivery of yours has this id.');
  if (await isReversed(ctx.db, row.delivery.leadPurchaseId))
    throw new AppError('CONFLICT', REVERSED_PURCHASE);
  // A replay sends the seller's details again: a read like any other (issue 15.4).
  if (row.delivery.leadPurchaseId) await spendDownloadAllowance(ctx, userId, 1);
  await ctx.db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempt: 0, nextAttemptAt: ctx.clock.now() })
    .where(eq(webhookDeliveries.id, deliveryId));
  await attemptWebhookDelivery(ctx, deliveryId, { force: true });
  const [updated] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return toDeliveryDto(updated!);
}
