import { randomInt, randomUUID } from 'node:crypto';
import {
  SELLER_OPT_OUT_CODE_MINUTES,
  formatPhone,
  type PurchasedLead,
  type SellerOptOut,
  type getSellerOptOuts,
} from '@app/shared';
import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import {
  integrations,
  leadPurchases,
  leads,
  sellerOptOutCodes,
  sellerOptOuts,
  users,
} from '../../db/schema/index.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { withLeadIdentityLock } from '../../lib/contact-keys.js';
import { safeEqualHex, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { countPages, pageParams, type Page } from '../../lib/paging.js';
import { DAY_MS, MINUTE_MS } from '../../lib/time.js';
import { SmsOptedOutError } from '../../ports/sms.js';
import { audit } from '../audit/index.js';
import { createLeadOptOutDeliveries, isSheetVerified, queueDeliveries } from '../webhooks/index.js';
import { toPurchasedLead } from '../leads/index.js';
import { sheetRowOf } from '../../ports/delivery-channels.js';
import { sellerOptOutMail, type OptedOutPurchase } from './seller-opt-out-mails.js';

/*
 * Issue 19.1, docs/privacy.md: a seller asks us to stop selling their number. A code texted to the
 * number proves they hold it; then, in one transaction, the number goes on the do-not-sell list,
 * every lead with it still for sale leaves the marketplace, every lead with it is marked "Do not
 * contact" for its buyers, and buyers of the last 90 days get a lead.opt_out webhook event (and a
 * mail once it has committed). The public answers are the same whether or not the number is ours.
 */
const CODE_LIFETIME_MS = SELLER_OPT_OUT_CODE_MINUTES * MINUTE_MS;
const MAX_TRIES = 5;
const CODES_PER_NUMBER = { max: 3, windowSeconds: 3_600 };
/** Buyers of this long ago and less are told; older buyers see the flag in their list. */
const NOTIFY_BUYERS_OF_DAYS = 90;

/** Bound to the request and the number, so a code typed against another request never matches. */
const codeHash = (requestId: string, phone: string, code: string) => sha256(`${requestId}:${phone}:${code}`);

/** Only our words and the code: the text says what it is for and that it can be ignored. */
const optOutCodeText = (ctx: Pick<AppContext, 'config'>, phone: string, code: string) => ({
  to: phone,
  template: 'seller-opt-out-code',
  body: `${ctx.config.brandName}: ${code} is your code to stop us selling this number to real-estate investors. It expires in ${SELLER_OPT_OUT_CODE_MINUTES} minutes. Did not ask for it? Ignore this text.`,
});

/**
 * Texts a code to the number. Every number gets the same answer, in our data or not; a number that
 * replied STOP to our texts gets no text (the page says to write to support instead), and the
 * answer does not say so either.
 */
export async function sendSellerOptOutCode(ctx: AppContext, phone: string) {
  await enforceRateLimit(ctx, `seller-opt-out-number:${sha256(phone)}`, CODES_PER_NUMBER);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  // The id is made here so the code's hash, bound to it, is written with the row in one statement.
  const requestId = randomUUID();
  await ctx.db.insert(sellerOptOutCodes).values({
    id: requestId,
    phone,
    codeHash: codeHash(requestId, phone, code),
    attempts: 0,
    expiresAt,
    createdAt: now,
  });
  try {
    await ctx.sms.send(optOutCodeText(ctx, phone, code));
  } catch (error) {
    if (!(error instanceof SmsOptedOutError)) throw error;
    await ctx.db.delete(sellerOptOutCodes).where(eq(sellerOptOutCodes.id, requestId));
  }
  return { request_id: requestId, expires_at: expiresAt.toISOString() };
}

const codeRefused = (message: string) =>
  new AppError('VALIDATION', message, { errors: [{ path: 'body.code', message }] });

/**
 * Checks a typed code; each try is counted in the statement that reads the code, so parallel
 * guesses cannot go past the allowance. A right code puts the number on the list.
 */
export async function confirmSellerOptOut(
  ctx: AppContext,
  log: FastifyBaseLogger,
  requestId: string,
  code: string,
) {
  const now = ctx.clock.now();
  const [pending] = await ctx.db
    .update(sellerOptOutCodes)
    .set({ attempts: sql`${sellerOptOutCodes.attempts} + 1` })
    .where(
      and(
        eq(sellerOptOutCodes.id, requestId),
        gt(sellerOptOutCodes.expiresAt, now),
        lt(sellerOptOutCodes.attempts, MAX_TRIES),
      ),
    )
    .returning();
  if (!pending) throw codeRefused('This code has expired or was tried too many times. Ask for a new code.');
  if (!safeEqualHex(pending.codeHash, codeHash(requestId, pending.phone, code))) {
    const left = MAX_TRIES - pending.attempts;
    if (left <= 0) await ctx.db.delete(sellerOptOutCodes).where(eq(sellerOptOutCodes.id, requestId));
    throw codeRefused(
      left > 0
        ? `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'This code is not right, and that was the last try. Ask for a new code.',
    );
  }
  await ctx.db.delete(sellerOptOutCodes).where(eq(sellerOptOutCodes.phone, pending.phone));
  const entry = await addToDoNotSellList(ctx, log, { phone: pending.phone, source: 'seller' });
  return { phone: formatPhone(entry.phone), opted_out_at: entry.opted_out_at };
}

/** The team adds a number by hand: a seller who phoned or wrote in. Audited. */
export async function addSellerOptOutByStaff(
  ctx: AppContext,
  log: FastifyBaseLogger,
  adminId: string,
  input: { phone: string; note: string },
): Promise<SellerOptOut> {
  const [already] = await ctx.db.select().from(sellerOptOuts).where(eq(sellerOptOuts.phone, input.phone));
  if (already) {
    const message = `This number is on the do-not-sell list since ${already.optedOutAt.toISOString().slice(0, 10)}.`;
    throw new AppError('CONFLICT', message, { errors: [{ path: 'body.phone', message }] });
  }
  return addToDoNotSellList(ctx, log, { phone: input.phone, source: 'staff', note: input.note, adminId });
}

interface OptOutRequest {
  phone: string;
  source: 'seller' | 'staff';
  note?: string;
  adminId?: string;
}

interface BuyerToTell {
  user: { id: string; name: string; email: string };
  purchases: OptedOutPurchase[];
  /** The leads as the buyer reads them now (Do not contact), for their Google Sheet. */
  leads: PurchasedLead[];
}

/**
 * A buyer's Google Sheet got the lead's row at the sale; a row is never rewritten, so the lead's
 * row is appended again, now saying "Yes" under Do Not Contact, where the buyer works the list.
 * A sheet that cannot be reached is logged: the mail, the webhook event and the feed still say it.
 */
async function appendOptOutRowsToSheets(ctx: AppContext, log: FastifyBaseLogger, buyers: BuyerToTell[]) {
  if (buyers.length === 0) return;
  const sheets = await ctx.db
    .select()
    .from(integrations)
    .where(
      and(
        inArray(
          integrations.userId,
          buyers.map((b) => b.user.id),
        ),
        eq(integrations.kind, 'google_sheets'),
        eq(integrations.isEnabled, true),
      ),
    );
  for (const sheet of sheets) {
    if (!isSheetVerified(sheet.config)) continue;
    const buyer = buyers.find((b) => b.user.id === sheet.userId);
    for (const lead of buyer?.leads ?? []) {
      await ctx.sheets
        .appendRow({
          spreadsheetId: sheet.config.spreadsheet_id ?? '',
          sheetName: sheet.config.sheet_name ?? 'Leads',
          values: sheetRowOf(lead),
        })
        .catch((error: unknown) => log.warn({ err: error }, 'an opt-out row could not reach a Google Sheet'));
    }
  }
}

/**
 * The one path onto the list, for a seller's code and the team's form. It holds the lead-identity
 * lock, which every import and lead edit takes to check the list, so no lead with the number can
 * be written while it runs or after. A number already on the list keeps its first date.
 */
async function addToDoNotSellList(
  ctx: AppContext,
  log: FastifyBaseLogger,
  request: OptOutRequest,
): Promise<SellerOptOut> {
  const now = ctx.clock.now();
  const { entry, buyers, webhookIds } = await withLeadIdentityLock(ctx.db, async (tx) => {
    const [existing] = await tx.select().from(sellerOptOuts).where(eq(sellerOptOuts.phone, request.phone));
    if (existing) return { entry: existing, buyers: [], webhookIds: [] };
    const withdrawn = await tx
      .update(leads)
      .set({ status: 'withdrawn', sellerOptedOutAt: now, offMarketAt: now })
      .where(and(eq(leads.phoneKey, request.phone), inArray(leads.status, ['scheduled', 'published'])))
      .returning({ id: leads.id });
    await tx
      .update(leads)
      .set({ sellerOptedOutAt: now })
      .where(and(eq(leads.phoneKey, request.phone), isNull(leads.sellerOptedOutAt)));
    const { buyers, webhookIds } = await tellRecentBuyers(tx, request.phone, now);
    const [entry] = await tx
      .insert(sellerOptOuts)
      .values({
        phone: request.phone,
        source: request.source,
        note: request.note ?? null,
        addedBy: request.adminId ?? null,
        leadsWithdrawn: withdrawn.length,
        buyersNotified: buyers.length,
        optedOutAt: now,
      })
      .returning();
    // The seller's own request is recorded with no actor; the team's with who added it.
    await audit(tx, {
      actorUserId: request.adminId ?? null,
      action: request.source === 'staff' ? 'seller_opt_out.add' : 'seller_opt_out.confirm',
      entity: 'seller_opt_out',
      entityId: request.phone,
      after: { source: request.source, note: request.note ?? null, leads_withdrawn: withdrawn.length },
      now,
    });
    return { entry: entry!, buyers, webhookIds };
  });
  await queueDeliveries(ctx, { webhookIds, integrationIds: [] }).catch((error: unknown) =>
    log.error({ err: error }, 'queueing opt-out events failed; the sweeper will send them'),
  );
  await appendOptOutRowsToSheets(ctx, log, buyers);
  for (const buyer of buyers) {
    // A mail that could not be written is logged; the flag and the webhook event are already there.
    await ctx.email
      .send(sellerOptOutMail(ctx, buyer.user, buyer.purchases, now))
      .catch((error: unknown) => log.error({ err: error }, 'a seller opt-out mail could not be written'));
  }
  const [addedBy] = entry.addedBy
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, entry.addedBy))
    : [];
  return toDto(entry, addedBy?.email ?? null);
}

/** Buyers who still own a lead with the number, bought in the last 90 days: one event per purchase. */
async function tellRecentBuyers(tx: Transaction, phone: string, now: Date) {
  const rows = await tx
    .select({ purchase: leadPurchases, lead: leads, user: users })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .innerJoin(users, eq(users.id, leadPurchases.userId))
    .where(
      and(
        eq(leads.phoneKey, phone),
        isNull(leadPurchases.reversedAt),
        isNull(users.deletedAt),
        gte(leadPurchases.createdAt, new Date(now.getTime() - NOTIFY_BUYERS_OF_DAYS * DAY_MS)),
      ),
    )
    .orderBy(leadPurchases.createdAt);
  const buyers = new Map<string, BuyerToTell>();
  const webhookIds: string[] = [];
  for (const { purchase, lead, user } of rows) {
    const buyer = buyers.get(user.id) ?? {
      user: { id: user.id, name: user.name, email: user.email },
      purchases: [],
      leads: [],
    };
    buyer.leads.push(toPurchasedLead(lead, purchase.createdAt, purchase.priceCents));
    buyer.purchases.push({
      city: lead.city,
      state: lead.state,
      zip: lead.zip,
      propertyType: lead.propertyType,
      leadType: purchase.leadType,
      purchasedAt: purchase.createdAt,
    });
    buyers.set(user.id, buyer);
    webhookIds.push(
      ...(await createLeadOptOutDeliveries(
        tx,
        {
          userId: user.id,
          purchaseId: purchase.id,
          data: {
            id: lead.id,
            lead_phone: lead.leadPhone,
            address_line_1: lead.addressLine1,
            city: lead.city,
            state: lead.state,
            ZIP: lead.zip,
            purchased_at: purchase.createdAt.toISOString(),
            opted_out_at: now.toISOString(),
            do_not_contact: true,
          },
        },
        now,
      )),
    );
  }
  return { buyers: [...buyers.values()], webhookIds };
}

type OptOutRow = typeof sellerOptOuts.$inferSelect;

const toDto = (row: OptOutRow, addedBy: string | null): SellerOptOut => ({
  phone: row.phone,
  source: row.source,
  note: row.note,
  added_by: addedBy,
  opted_out_at: row.optedOutAt.toISOString(),
  leads_withdrawn: row.leadsWithdrawn,
  buyers_notified: row.buyersNotified,
});

/** The console's list, newest first; the search matches the digits of the number as typed. */
export async function listSellerOptOuts(
  ctx: AppContext,
  query: ParsedQuery<typeof getSellerOptOuts>,
): Promise<Page<SellerOptOut>> {
  const { page, limit } = pageParams(query);
  const digits = (query.search ?? '').replace(/\D/g, '');
  const where = digits ? sql`${sellerOptOuts.phone} like ${`%${digits}%`}` : undefined;
  const [rows, pageCount] = await Promise.all([
    ctx.db
      .select({ entry: sellerOptOuts, addedBy: users.email })
      .from(sellerOptOuts)
      .leftJoin(users, eq(users.id, sellerOptOuts.addedBy))
      .where(where)
      .orderBy(desc(sellerOptOuts.optedOutAt), desc(sellerOptOuts.phone))
      .limit(limit)
      .offset((page - 1) * limit),
    countPages(ctx.db, sellerOptOuts, where, limit),
  ]);
  return { currentPage: page, pageCount, items: rows.map((row) => toDto(row.entry, row.addedBy)) };
}
