import { CSV_COLUMNS, DATA_EXPORT_DAYS, headingsOf, leadRowOf, type DataExport } from '@app/shared';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AppContext } from '../../context.js';
import {
  apiKeys,
  auditLog,
  dataExports,
  integrations,
  invoices,
  leadPurchases,
  leads,
  payments,
  pipelineNotes,
  pipelineStatusChanges,
  plans,
  refundRequests,
  savedSearches,
  subscriptions,
  users,
  walletEntries,
  webhookEndpoints,
} from '../../db/schema/index.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { csvCell } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars } from '../../lib/money.js';
import { DAY_MS, MINUTE_MS } from '../../lib/time.js';
import { toPurchasedLead } from '../leads/index.js';
import { dataExportReadyMail } from './data-export-mails.js';

export const DATA_EXPORT_QUEUE = 'data-export';

/*
 * Issue 19.3: a member takes their data. The request is answered at once; the job queue (or the
 * every-minute sweep, if the queue missed it) builds a ZIP of JSON and CSV files and mails a link.
 * The download is the member's alone, signed in, for 7 days; then the maintenance job deletes it.
 */
const REQUESTS_PER_DAY = { max: 3, windowSeconds: 86_400 };
/** A build that has not finished after this long (the process stopped) is taken again. */
const STALE_BUILD_MS = 10 * MINUTE_MS;
const EXPORTS_PER_SWEEP = 5;

type ExportRow = typeof dataExports.$inferSelect;

const toDto = (row: ExportRow): DataExport => ({
  _id: row.id,
  status: row.status,
  requested_at: row.requestedAt.toISOString(),
  ready_at: row.readyAt?.toISOString() ?? null,
  expires_at: row.expiresAt?.toISOString() ?? null,
  size_bytes: row.sizeBytes,
});

export async function requestDataExport(ctx: AppContext, userId: string): Promise<DataExport> {
  await enforceRateLimit(ctx, `data-export:${userId}`, REQUESTS_PER_DAY);
  const [row] = await ctx.db
    .insert(dataExports)
    .values({ userId, status: 'queued', requestedAt: ctx.clock.now() })
    .returning();
  await ctx.queue?.send(DATA_EXPORT_QUEUE, { id: row!.id });
  return toDto(row!);
}

/** The member's exports still of use: waiting, or ready and not expired (newest first). */
export async function listDataExports(ctx: AppContext, userId: string): Promise<DataExport[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        or(isNull(dataExports.expiresAt), gt(dataExports.expiresAt, now)),
        gt(dataExports.requestedAt, new Date(now.getTime() - DATA_EXPORT_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(dataExports.requestedAt));
  return rows.map(toDto);
}

/** The ZIP, for its owner only, while it lasts; anything else is the same 404. */
export async function dataExportFile(ctx: AppContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, ctx.clock.now()),
      ),
    );
  if (!row?.zipBase64)
    throw new AppError(
      'NOT_FOUND',
      'This download has expired or is not yours. Ask for a new one in Account.',
    );
  return { zip: Buffer.from(row.zipBase64, 'base64'), requestedAt: row.requestedAt };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
function csv(headings: string[], rows: (string | number | boolean | null)[][]) {
  const lines = [headings, ...rows].map((row) => row.map(csvCell).join(','));
  return strToU8(`${lines.join('\r\n')}\r\n`);
}

const README = (brand: string, name: string, at: Date) => `Your ${brand} data
${'='.repeat(brand.length + 10)}

Made for ${name} on ${at.toISOString()}. Each part is a JSON file; lists are also CSV files that a
spreadsheet opens. Secrets are never included: API keys appear by name and prefix, webhook
endpoints without their signing secret, connections without their tokens.

account.json           your profile, billing details and consents
subscriptions.json     every subscription, its plan, period and status
payments.csv / .json   every charge and what became of it
wallet.csv / .json     every wallet entry (top-ups, purchases, refunds, rewards)
invoices.csv / .json   every invoice
purchased-leads.csv    the leads you own, with the seller details you paid for (.json too)
saved-searches.json    your saved searches and their alerts
api-keys.json          your API keys (name, prefix, dates)
webhook-endpoints.json your webhook endpoints
integrations.json      your Google Sheet, Go High Level and CSV-feed connections
pipeline.json          each lead's status, follow-up, deal, status history and notes
refund-requests.json   your refund and replacement requests, and those you filed for a team (evidence files in evidence/)
audit-log.json         what the team or you did to your account, as recorded
`;

/**
 * The pipeline of the leads the member owns (issue 22.1): status, follow-up and deal as they are,
 * with every status change and note, oldest first.
 */
async function pipelineOf(
  ctx: AppContext,
  userId: string,
  owned: { lead: typeof leads.$inferSelect; purchase: typeof leadPurchases.$inferSelect }[],
) {
  const ids = owned.map(({ purchase }) => purchase.id);
  const [changes, notes] = ids.length
    ? await Promise.all([
        ctx.db
          .select()
          .from(pipelineStatusChanges)
          .where(inArray(pipelineStatusChanges.leadPurchaseId, ids))
          .orderBy(asc(pipelineStatusChanges.createdAt)),
        ctx.db
          .select()
          .from(pipelineNotes)
          .where(inArray(pipelineNotes.leadPurchaseId, ids))
          .orderBy(asc(pipelineNotes.createdAt)),
      ])
    : [[], []];
  const by = (actorId: string) => (actorId === userId ? 'you' : 'another member');
  return owned.map(({ lead, purchase }) => ({
    lead_id: lead.id,
    status: purchase.pipelineStatus,
    status_changed_at: iso(purchase.statusChangedAt),
    follow_up_on: purchase.followUpOn,
    deal_type: purchase.dealType,
    revenue: purchase.revenueCents === null ? null : centsToDollars(purchase.revenueCents),
    history: changes
      .filter((change) => change.leadPurchaseId === purchase.id)
      .map((change) => ({
        at: change.createdAt.toISOString(),
        from: change.fromStatus,
        to: change.toStatus,
        note: change.note,
        deal_type: change.dealType,
        revenue: change.revenueCents === null ? null : centsToDollars(change.revenueCents),
        by: by(change.actorUserId),
        source: change.source,
      })),
    notes: notes
      .filter((note) => note.leadPurchaseId === purchase.id)
      .map((note) => ({ at: note.createdAt.toISOString(), body: note.body, by: by(note.authorUserId) })),
  }));
}

/** Everything we hold about the member, as the files of the ZIP. */
async function collect(ctx: AppContext, userId: string): Promise<Zippable> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'The account no longer exists.');
  const db = ctx.db;
  const [subs, charges, wallet, bills, owned, searches, keys, hooks, connections, requests, audits] =
    await Promise.all([
      db
        .select({ sub: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.createdAt)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
      db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.userId, userId))
        .orderBy(asc(walletEntries.createdAt)),
      db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.issuedAt)),
      db
        .select({ lead: leads, purchase: leadPurchases })
        .from(leadPurchases)
        .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
        .where(and(eq(leadPurchases.userId, userId), isNull(leadPurchases.reversedAt)))
        .orderBy(asc(leadPurchases.createdAt)),
      db.select().from(savedSearches).where(eq(savedSearches.userId, userId)),
      db.select().from(apiKeys).where(eq(apiKeys.userId, userId)),
      db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)),
      db.select().from(integrations).where(eq(integrations.userId, userId)),
      // The account's requests, and those a team member filed for their team (decision 036).
      db
        .select()
        .from(refundRequests)
        .where(or(eq(refundRequests.userId, userId), eq(refundRequests.requestedBy, userId))),
      db
        .select()
        .from(auditLog)
        .where(or(eq(auditLog.actorUserId, userId), eq(auditLog.entityId, userId)))
        .orderBy(asc(auditLog.createdAt)),
    ]);

  const paymentRows = charges.map((p) => ({
    date: p.createdAt.toISOString(),
    kind: p.kind,
    amount: centsToDollars(p.amountCents),
    status: p.status,
    refunded: centsToDollars(p.reversedCents),
    failure_reason: p.failureReason,
  }));
  const walletRows = wallet.map((w) => ({
    date: w.createdAt.toISOString(),
    kind: w.kind,
    amount: centsToDollars(w.amountCents),
    description: w.description,
  }));
  const invoiceRows = bills.map((i) => ({
    number: i.number,
    issued_at: i.issuedAt.toISOString(),
    description: i.description,
    subtotal: centsToDollars(i.subtotalCents),
    discount: centsToDollars(i.discountCents),
    total: centsToDollars(i.totalCents),
    billed_name: i.billedName,
    billed_email: i.billedEmail,
    billed_address: i.billedAddress,
  }));
  const purchased = owned.map(({ lead, purchase }) =>
    toPurchasedLead(lead, purchase.createdAt, purchase.priceCents),
  );
  const pipeline = await pipelineOf(ctx, userId, owned);
  const files: Zippable = {
    'README.txt': strToU8(README(ctx.config.brandName, user.name, ctx.clock.now())),
    'account.json': json({
      name: user.name,
      email: user.email,
      created_at: iso(user.createdAt),
      alert_phone: user.alertPhone,
      billing_name: user.billingName,
      billing_address: user.billingAddress,
      promo_code: user.promoCode,
      confirmed_18_or_older_at: iso(user.isAdultConfirmedAt),
      accepted_terms_at: iso(user.termsAcceptedAt),
    }),
    'subscriptions.json': json(
      subs.map(({ sub, plan }) => ({
        plan: plan.name,
        billed: plan.occurrence,
        status: sub.status,
        current_period_start: iso(sub.currentPeriodStart),
        current_period_end: iso(sub.currentPeriodEnd),
        cancel_at_period_end: sub.cancelAtPeriodEnd,
        canceled_at: iso(sub.canceledAt),
        promo_code: sub.promoCode,
        started_at: iso(sub.createdAt),
      })),
    ),
    'payments.json': json(paymentRows),
    'payments.csv': csv(
      ['Date', 'Kind', 'Amount', 'Status', 'Refunded', 'Failure Reason'],
      paymentRows.map((p) => [p.date, p.kind, p.amount, p.status, p.refunded, p.failure_reason]),
    ),
    'wallet.json': json(walletRows),
    'wallet.csv': csv(
      ['Date', 'Kind', 'Amount', 'Description'],
      walletRows.map((w) => [w.date, w.kind, w.amount, w.description]),
    ),
    'invoices.json': json(invoiceRows),
    'invoices.csv': csv(
      ['Number', 'Issued At', 'Description', 'Subtotal', 'Discount', 'Total'],
      invoiceRows.map((i) => [i.number, i.issued_at, i.description, i.subtotal, i.discount, i.total]),
    ),
    'purchased-leads.json': json(purchased),
    'purchased-leads.csv': csv(
      headingsOf(CSV_COLUMNS),
      purchased.map((lead) => leadRowOf(CSV_COLUMNS, lead)),
    ),
    'pipeline.json': json(pipeline),
    'saved-searches.json': json(
      searches.map((s) => ({
        name: s.name,
        filters: JSON.parse(s.filters) as unknown,
        alerts_enabled: s.alertsEnabled,
        created_at: iso(s.createdAt),
      })),
    ),
    'api-keys.json': json(
      keys.map((k) => ({
        name: k.name,
        prefix: k.prefix,
        created_at: iso(k.createdAt),
        last_used_at: iso(k.lastUsedAt),
        revoked_at: iso(k.revokedAt),
      })),
    ),
    'webhook-endpoints.json': json(
      hooks.map((h) => ({
        url: h.url,
        enabled: h.isEnabled,
        disabled_reason: h.disabledReason,
        created_at: iso(h.createdAt),
      })),
    ),
    'integrations.json': json(
      connections.map((i) => ({
        kind: i.kind,
        enabled: i.isEnabled,
        // Settings as entered (a spreadsheet id, a location); tokens and secrets are never exported.
        settings: i.config,
        created_at: iso(i.createdAt),
      })),
    ),
    'refund-requests.json': json(
      requests.map((r) => ({
        kind: r.kind,
        lead_id: r.leadId,
        reason: r.reason,
        evidence_text: r.evidenceText,
        evidence_file: r.evidenceFileName ? `evidence/${r.id}-${r.evidenceFileName}` : null,
        status: r.status,
        decision_note: r.decisionNote,
        decided_at: iso(r.decidedAt),
        requested_at: iso(r.createdAt),
      })),
    ),
    'audit-log.json': json(
      audits.map((a) => ({
        at: a.createdAt.toISOString(),
        action: a.action,
        by: a.actorUserId === userId ? 'you' : a.actorUserId ? 'our team' : 'the system',
        record: a.entity,
        before: a.before,
        after: a.after,
      })),
    ),
  };
  for (const r of requests)
    if (r.evidenceFile && r.evidenceFileName)
      files[`evidence/${r.id}-${r.evidenceFileName}`] = new Uint8Array(Buffer.from(r.evidenceFile, 'base64'));
  return files;
}

/**
 * Builds one export: claimed atomically (queued, or a build left unfinished), so the queue and the
 * sweep never both build it; then the link is mailed. Returns whether it built anything.
 */
export async function buildDataExport(ctx: AppContext, id: string): Promise<boolean> {
  const now = ctx.clock.now();
  const [claimed] = await ctx.db
    .update(dataExports)
    .set({ status: 'building', readyAt: now })
    .where(
      and(
        eq(dataExports.id, id),
        or(
          eq(dataExports.status, 'queued'),
          and(
            eq(dataExports.status, 'building'),
            lt(dataExports.readyAt, new Date(now.getTime() - STALE_BUILD_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!claimed) return false;
  try {
    const zip = zipSync(await collect(ctx, claimed.userId), { level: 6 });
    const expiresAt = new Date(ctx.clock.now().getTime() + DATA_EXPORT_DAYS * DAY_MS);
    await ctx.db
      .update(dataExports)
      .set({
        status: 'ready',
        zipBase64: Buffer.from(zip).toString('base64'),
        sizeBytes: zip.byteLength,
        readyAt: ctx.clock.now(),
        expiresAt,
      })
      .where(eq(dataExports.id, id));
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, claimed.userId));
    if (owner && !owner.deletedAt) await ctx.email.send(dataExportReadyMail(ctx, owner, expiresAt));
    return true;
  } catch (error) {
    await ctx.db
      .update(dataExports)
      .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'unknown' })
      .where(eq(dataExports.id, id));
    throw error;
  }
}

/**
 * The every-minute sweep: builds exports the queue did not (no queue, or a process that stopped),
 * a few at a time, and deletes expired ones.
 */
export async function sweepDataExports(ctx: AppContext) {
  const now = ctx.clock.now();
  await ctx.db.delete(dataExports).where(lt(dataExports.expiresAt, now));
  const waiting = await ctx.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      or(
        eq(dataExports.status, 'queued'),
        and(
          eq(dataExports.status, 'building'),
          lt(dataExports.readyAt, new Date(now.getTime() - STALE_BUILD_MS)),
        ),
      ),
    )
    .orderBy(asc(dataExports.requestedAt))
    .limit(EXPORTS_PER_SWEEP);
  let built = 0;
  for (const { id } of waiting) if (await buildDataExport(ctx, id).catch(() => false)) built++;
  return built;
}
