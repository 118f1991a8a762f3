import { LIMITS, checkUsPhone, type getAdminLeads, type updateLead } from '@app/shared';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { zipCodes } from '../../lib/zip-codes.js';
import { countyOfZip } from '../../lib/zip-counties.js';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { leadPurchases, leads, users } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import { optedOutPhones, optedOutReason } from '../../lib/do-not-sell.js';
import { AppError } from '../../lib/errors.js';
import { detailColumnsOf } from '../../lib/lead-detail-columns.js';
import { leadDetailsOf } from './lead-dto.js';
import { DAY_MS } from '../../lib/time.js';
import { centsToDollars } from '../../lib/money.js';
import { pageCountOf, type Page, containsPattern, pageParams } from '../../lib/paging.js';
import { existingLeadIdentities, leadKeysOf, withLeadIdentityLock } from '../../lib/contact-keys.js';

type LeadRow = typeof leads.$inferSelect;
type LeadListQuery = z.output<NonNullable<(typeof getAdminLeads)['query']>>;
/** `listed` is optional here: the route drops the default the contract's .partial() keeps. */
type LeadEdit = Omit<z.output<NonNullable<(typeof updateLead)['body']>>, 'listed'> & {
  listed?: boolean | undefined;
};
const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION', message, { errors: [{ path, message }] });

export function toAdminLeadDto(row: LeadRow) {
  return {
    _id: row.id,
    lead_name: row.leadName,
    lead_phone: row.leadPhone,
    property_type: row.propertyType,
    listed: row.listed,
    reason: row.reason,
    lead_type: row.leadType,
    selling_timeline: row.sellingTimeline,
    address_line_1: row.addressLine1,
    city: row.city,
    state: row.state,
    ZIP: row.zip,
    price: row.priceCents === null ? null : centsToDollars(row.priceCents),
    status: row.status,
    buyers_count: row.buyersCount,
    max_buyers: row.maxBuyers,
    publish_at: row.publishAt?.toISOString() ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    county: row.county,
    ...leadDetailsOf(row),
  };
}

function leadSearch(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(leads.leadName, pattern),
    ilike(leads.leadPhone, pattern),
    ilike(leads.addressLine1, pattern),
    ilike(leads.city, pattern),
    ilike(leads.zip, pattern),
    // "(512) 555-0142" and "5125550142" find +15125550142: phones are stored in E.164.
    digits.length >= 4 ? ilike(leads.leadPhone, `%${digits}%`) : undefined,
  );
}

/** Every lead whatever its status, newest first, for the team. */
export async function listAdminLeads(
  db: DbOrTx,
  query: LeadListQuery,
): Promise<Page<ReturnType<typeof toAdminLeadDto>>> {
  const { page, limit } = pageParams(query);
  const where = and(
    query.search ? leadSearch(query.search) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.state ? eq(leads.state, query.state) : undefined,
    query.lead_type ? eq(leads.leadType, query.lead_type) : undefined,
    query.import_id ? eq(leads.importBatchId, query.import_id) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(leads)
      .where(where),
  ]);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: rows.map(toAdminLeadDto),
  };
}

async function lockLead(tx: DbOrTx, id: string) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!lead) throw new AppError('NOT_FOUND', 'No lead has this id.');
  return lead;
}

/** The new type's buyer limit, price and expiry; a lead that already has buyers keeps its type. */
function typeChange(lead: LeadRow, edit: LeadEdit): Partial<LeadRow> {
  const leadType = edit.lead_type ?? lead.leadType;
  if (edit.price !== undefined && leadType !== 'exclusive') {
    throw fieldError(
      'body.price',
      'Only exclusive leads have a price; premium leads are taken with credits.',
    );
  }
  if (leadType === lead.leadType) {
    return edit.price !== undefined ? { priceCents: Math.round(edit.price * 100) } : {};
  }
  if (lead.buyersCount > 0) {
    throw new AppError(
      'CONFLICT',
      `This lead already has ${lead.buyersCount} buyer(s); its type can no longer change.`,
    );
  }
  if (leadType === 'exclusive') {
    if (edit.price === undefined) throw fieldError('body.price', 'An exclusive lead needs a price.');
    return { leadType, priceCents: Math.round(edit.price * 100), maxBuyers: 1, expiresAt: null };
  }
  // Premium leads leave the marketplace 30 days after publishing (docs/product.md §9).
  const expiresAt = lead.publishedAt
    ? new Date(lead.publishedAt.getTime() + LIMITS.premiumLifetimeDays * DAY_MS)
    : null;
  return { leadType, priceCents: null, maxBuyers: LIMITS.premiumMaxBuyers, expiresAt };
}

/**
 * The changed location: ZIP and state must agree, a new ZIP brings its coordinates unless given,
 * and the county follows the ZIP (decision 021).
 */
function locationChange(lead: LeadRow, edit: LeadEdit): Partial<LeadRow> {
  const zip = edit.ZIP ?? lead.zip;
  const state = edit.state ?? lead.state;
  const changes: Partial<LeadRow> = {};
  if (edit.ZIP !== undefined || edit.state !== undefined) {
    const info = zipCodes().lookup(zip.slice(0, 5));
    if (!info || info.country !== 'US') throw fieldError('body.ZIP', `${zip} is not a US ZIP code`);
    if (info.state !== state)
      throw fieldError(
        edit.ZIP !== undefined ? 'body.ZIP' : 'body.state',
        `ZIP ${zip.slice(0, 5)} is in ${info.state}, not ${state}`,
      );
    if (
      edit.ZIP !== undefined &&
      edit.ZIP !== lead.zip &&
      edit.latitude === undefined &&
      edit.longitude === undefined
    ) {
      changes.lat = info.latitude;
      changes.lng = info.longitude;
    }
    changes.county = countyOfZip(zip.slice(0, 5), state, { lat: lead.lat, lng: lead.lng });
  }
  if (edit.latitude !== undefined) changes.lat = edit.latitude;
  if (edit.longitude !== undefined) changes.lng = edit.longitude;
  return changes;
}

/**
 * A partial edit. The phone is stored in E.164 and the duplicate keys follow the phone and the
 * address; an edit that would make the lead the same as another (docs/decisions/022) is refused.
 */
export async function editLead(ctx: AppContext, adminId: string, edit: LeadEdit) {
  if (Object.entries(edit).every(([key, value]) => key === 'id' || value === undefined)) {
    throw fieldError('body', 'Nothing to change: give at least one field');
  }
  const phone = edit.lead_phone === undefined ? undefined : checkUsPhone(edit.lead_phone);
  if (phone && !phone.ok) throw fieldError('body.lead_phone', `lead_phone ${phone.reason}`);
  return withLeadIdentityLock(ctx.db, async (tx) => {
    const lead = await lockLead(tx, edit.id);
    const leadPhone = phone?.ok ? phone.e164 : lead.leadPhone;
    const addressLine1 = edit.address_line_1 ?? lead.addressLine1;
    const zip = edit.ZIP ?? lead.zip;
    const keys = leadKeysOf(leadPhone, addressLine1, zip);
    const keysChanged = keys.phoneKey !== lead.phoneKey || keys.addressKey !== lead.addressKey;
    if (keysChanged && (await existingLeadIdentities(tx, [keys], lead.id)).size > 0)
      throw new AppError('DUPLICATE', 'Another lead already has this phone at this address.');
    if (keys.phoneKey !== lead.phoneKey) {
      const optedOutAt = (await optedOutPhones(tx, [keys.phoneKey])).get(keys.phoneKey);
      if (optedOutAt) throw fieldError('body.lead_phone', `lead_phone: ${optedOutReason(optedOutAt)}`);
    }
    const changes: Partial<LeadRow> = {
      ...(edit.lead_name !== undefined ? { leadName: edit.lead_name } : {}),
      ...(edit.property_type !== undefined ? { propertyType: edit.property_type } : {}),
      ...(edit.listed !== undefined ? { listed: edit.listed } : {}),
      ...(edit.reason !== undefined ? { reason: edit.reason } : {}),
      ...(edit.selling_timeline !== undefined ? { sellingTimeline: edit.selling_timeline } : {}),
      ...(edit.city !== undefined ? { city: edit.city } : {}),
      ...(edit.state !== undefined ? { state: edit.state } : {}),
      ...(edit.ZIP !== undefined ? { zip: edit.ZIP } : {}),
      ...typeChange(lead, edit),
      ...locationChange(lead, edit),
      ...detailColumnsOf(edit),
      leadPhone,
      addressLine1,
      ...keys,
    };
    const [after] = await tx.update(leads).set(changes).where(eq(leads.id, lead.id)).returning();
    await audit(tx, {
      actorUserId: adminId,
      action: 'lead.update',
      entity: 'lead',
      entityId: lead.id,
      before: lead,
      after,
      now: ctx.clock.now(),
    });
    return toAdminLeadDto(after!);
  });
}

/**
 * Takes a lead off the marketplace. Buyers who own it keep it: purchases are not touched, so the
 * pull API, downloads and integrations still deliver it to them.
 */
export async function withdrawLeadFromSale(
  ctx: AppContext,
  adminId: string,
  input: { id: string; reason: string },
) {
  return ctx.db.transaction(async (tx) => {
    const lead = await lockLead(tx, input.id);
    if (lead.status === 'withdrawn') throw new AppError('CONFLICT', 'This lead was already withdrawn.');
    const [after] = await tx
      .update(leads)
      .set({ status: 'withdrawn', offMarketAt: ctx.clock.now() })
      .where(eq(leads.id, lead.id))
      .returning();
    // The reason has no column of its own: the audit entry is where the team reads it.
    await audit(tx, {
      actorUserId: adminId,
      action: 'lead.withdraw',
      entity: 'lead',
      entityId: lead.id,
      before: lead,
      after: { ...after, reason: input.reason },
      now: ctx.clock.now(),
    });
    return toAdminLeadDto(after!);
  });
}

/** Who took a lead and when, oldest purchase first, with what each paid. */
export async function listLeadBuyers(db: DbOrTx, leadId: string) {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new AppError('NOT_FOUND', 'No lead has this id.');
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      purchasedAt: leadPurchases.createdAt,
      priceCents: leadPurchases.priceCents,
    })
    .from(leadPurchases)
    .innerJoin(users, eq(users.id, leadPurchases.userId))
    .where(eq(leadPurchases.leadId, leadId))
    .orderBy(asc(leadPurchases.createdAt), asc(leadPurchases.id));
  return rows.map((r) => ({
    user_id: r.userId,
    name: r.name,
    email: r.email,
    purchased_at: r.purchasedAt.toISOString(),
    price_paid: centsToDollars(r.priceCents),
  }));
}
