import { KM_PER_MILE, savedSearchFiltersSchema, type SavedSearch } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { insertRowsAsJson } from '../../db/insert-as-json.js';
import { leads, savedSearches, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { Mail } from '../../ports/email.js';
import { randomToken } from '../../lib/crypto.js';
import { zipCodes } from '../../lib/zip-codes.js';
import { WEBHOOK_QUEUE } from '../webhooks/index.js';
import { sendNewLeadTexts, type AlertTextRecipient } from './sms-alerts.service.js';

/**
 * What the alerts of a publish run need of each new lead: what saved searches test, and what the
 * deliveries and mails say; returned by the publishing update itself (markPublished). Not the
 * seller's details, the notes or the rich fields (issue 24.3: every column of 10,000 leads was read
 * again after the update and parsed before the first delivery could be queued).
 */
export const PUBLISHED_LEAD_COLUMNS = {
  id: leads.id,
  leadType: leads.leadType,
  priceCents: leads.priceCents,
  propertyType: leads.propertyType,
  state: leads.state,
  county: leads.county,
  city: leads.city,
  zip: leads.zip,
  lat: leads.lat,
  lng: leads.lng,
  reason: leads.reason,
  sellingTimeline: leads.sellingTimeline,
  listed: leads.listed,
};
export type PublishedLead = Pick<typeof leads.$inferSelect, keyof typeof PUBLISHED_LEAD_COLUMNS>;
type SavedSearchFilters = SavedSearch['filters'];

const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
};

/** A saved search's centre: its point, or the centre of its ZIP code. */
function centreOf(f: SavedSearchFilters): { lat: number; lng: number } | null {
  if (f.lat !== undefined && f.lng !== undefined) return { lat: f.lat, lng: f.lng };
  const info = f.near_zip ? zipCodes().lookup(f.near_zip) : undefined;
  return info && info.latitude ? { lat: info.latitude, lng: info.longitude } : null;
}

/** Does a saved search's price range keep this lead? It bounds exclusive leads only (decision 021). */
function isInPriceRange(lead: PublishedLead, f: SavedSearchFilters): boolean {
  if (lead.leadType !== 'exclusive') return true;
  const price = (lead.priceCents ?? 0) / 100;
  return (
    (f.price_min === undefined || price >= f.price_min) && (f.price_max === undefined || price <= f.price_max)
  );
}

/**
 * A saved search's filters as a test of a lead, parsed once (a publish run tests every search
 * against thousands of leads); a search whose filters no longer parse matches nothing.
 */
export function searchMatcher(
  raw: string,
): ((lead: PublishedLead) => boolean) & { state?: string; city?: string } {
  const parsed = savedSearchFiltersSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) return () => false;
  const f = parsed.data;
  const county = f.county?.toLowerCase();
  const city = f.city?.toLowerCase();
  const zips = f.zip?.split(',');
  const radiusKm = f.radius_km ?? (f.radius_miles === undefined ? undefined : f.radius_miles * KM_PER_MILE);
  const centre = radiusKm === undefined ? null : centreOf(f);
  const matcher = (lead: PublishedLead) => {
    if (f.state && lead.state !== f.state) return false;
    if (county && lead.county?.toLowerCase() !== county) return false;
    if (city && lead.city.toLowerCase() !== city) return false;
    if (zips && !zips.includes(lead.zip)) return false;
    if (!isInPriceRange(lead, f)) return false;
    if (centre && radiusKm !== undefined && distanceKm(centre.lat, centre.lng, lead.lat, lead.lng) > radiusKm)
      return false;
    if (f.property_type && lead.propertyType !== f.property_type) return false;
    if (f.lead_type && lead.leadType !== f.lead_type) return false;
    if (f.selling_timeline && lead.sellingTimeline !== f.selling_timeline) return false;
    if (f.listed !== undefined && lead.listed !== f.listed) return false;
    return true;
  };
  // A search of one city (its name in lower case) or one state need only be tried on that city's or
  // that state's leads (notifySavedSearchAlerts).
  return Object.assign(matcher, { ...(f.state ? { state: f.state } : {}), ...(city ? { city } : {}) });
}

export const matchesFilters = (lead: PublishedLead, raw: string): boolean => searchMatcher(raw)(lead);

/**
 * New-lead alerts: for every saved search with alerts on, the members whose search matches newly
 * published leads get one email per publish run and a `leads.matched` webhook event; members with
 * an alert phone whose plan includes text alerts also get one text summarising all their matching
 * searches (at most one a day; sendNewLeadTexts checks the plan).
 * Only the public fields are sent: the seller's details are revealed when the lead is taken.
 */
export async function notifySavedSearchAlerts(
  ctx: AppContext,
  fresh: readonly PublishedLead[],
): Promise<AlertRun> {
  const none: AlertRun = { alerted: 0, webhookDeliveryIds: [] };
  if (fresh.length === 0) return none;
  const searches = await ctx.db
    .select({ search: savedSearches, user: users })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.alertsEnabled, true))
    .orderBy(savedSearches.createdAt, savedSearches.id);
  if (searches.length === 0) return none;
  // The renderer loads while the run matches, not after it.
  ctx.email.warmUp();
  // The new leads by state and by city: a search of one city is tried on that city's leads only
  // (issue 24.3: a thousand searches of a metro each tried every lead of its state, 60-80 ms of a
  // publish run before its first delivery).
  const byState = new Map<string, PublishedLead[]>();
  const byCity = new Map<string, PublishedLead[]>();
  const add = (groups: Map<string, PublishedLead[]>, key: string, lead: PublishedLead) => {
    const group = groups.get(key);
    if (group) group.push(lead);
    else groups.set(key, [lead]);
  };
  for (const lead of fresh) {
    add(byState, lead.state, lead);
    add(byCity, lead.city.toLowerCase(), lead);
  }
  const now = ctx.clock.now();
  const texts = new Map<string, AlertTextRecipient>();
  const alerts: Alert[] = [];
  for (const { search, user } of searches) {
    if (user.deletedAt) continue;
    const matcher = searchMatcher(search.filters);
    const candidates =
      matcher.city !== undefined
        ? (byCity.get(matcher.city) ?? [])
        : matcher.state !== undefined
          ? (byState.get(matcher.state) ?? [])
          : fresh;
    const matches = candidates.filter(matcher);
    if (matches.length === 0) continue;
    alerts.push({ search, user, matches });
    if (user.alertPhone) {
      const text = texts.get(user.id) ?? {
        userId: user.id,
        lastSmsAlertAt: user.lastSmsAlertAt,
        searchCount: 0,
        leadIds: new Set<string>(),
      };
      text.searchCount++;
      for (const lead of matches) text.leadIds.add(lead.id);
      texts.set(user.id, text);
    }
  }
  // Webhooks first: a member's code acts on them in seconds (issue 24.3, speed to lead), and they
  // cost a few statements for the whole run; the mails follow at once.
  const webhookDeliveryIds = await queueMatchedDeliveries(ctx, alerts, now);
  // The mails are written while the searches' alert times are (two connections of the pool): one
  // insert and one hand-over to the queue per 200 mails (issue 24.3: each had its own before).
  await Promise.all([
    markAlerted(ctx, alerts, now),
    ctx.email.sendMany(
      alerts.map(({ search, user, matches }) => newLeadAlertMail(ctx, user, search.name, matches)),
    ),
  ]);
  await sendNewLeadTexts(ctx, texts.values());
  return { alerted: alerts.length, webhookDeliveryIds };
}

/** What a publish run's alerts did: the searches that matched, and the webhook deliveries queued. */
export interface AlertRun {
  alerted: number;
  webhookDeliveryIds: string[];
}

/** Statements of a publish run touch at most this many rows each (bounded parameters and payloads). */
const ROWS_PER_STATEMENT = 1000;

async function markAlerted(ctx: AppContext, alerts: Alert[], now: Date) {
  for (let i = 0; i < alerts.length; i += ROWS_PER_STATEMENT) {
    const ids = alerts.slice(i, i + ROWS_PER_STATEMENT).map((a) => a.search.id);
    await ctx.db.update(savedSearches).set({ lastAlertedAt: now }).where(inArray(savedSearches.id, ids));
  }
}

interface Alert {
  search: typeof savedSearches.$inferSelect;
  user: typeof users.$inferSelect;
  matches: PublishedLead[];
}

/**
 * One `leads.matched` delivery per matched search and endpoint its member turned on, queued
 * together; returns their ids.
 */
async function queueMatchedDeliveries(ctx: AppContext, alerts: Alert[], now: Date): Promise<string[]> {
  const memberIds = [...new Set(alerts.map((a) => a.user.id))];
  const endpointsOf = new Map<string, (typeof webhookEndpoints.$inferSelect)[]>();
  for (let i = 0; i < memberIds.length; i += ROWS_PER_STATEMENT) {
    const endpoints = await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          inArray(webhookEndpoints.userId, memberIds.slice(i, i + ROWS_PER_STATEMENT)),
          eq(webhookEndpoints.isEnabled, true),
        ),
      )
      .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    for (const endpoint of endpoints)
      endpointsOf.set(endpoint.userId, [...(endpointsOf.get(endpoint.userId) ?? []), endpoint]);
  }
  const rows = alerts.flatMap(({ search, user, matches }) =>
    (endpointsOf.get(user.id) ?? []).map((endpoint) => ({
      endpointId: endpoint.id,
      messageId: `msg_${randomToken(18)}`,
      eventType: 'leads.matched',
      payload: {
        type: 'leads.matched',
        timestamp: now.toISOString(),
        data: {
          saved_search: { id: search.id, name: search.name },
          leads: matches.map((l) => ({
            id: l.id,
            lead_type: l.leadType,
            property_type: l.propertyType,
            city: l.city,
            state: l.state,
            ZIP: l.zip,
            reason: l.reason,
            selling_timeline: l.sellingTimeline,
            price: l.priceCents === null ? null : l.priceCents / 100,
          })),
        },
      },
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const created = await insertRowsAsJson(ctx.db, webhookDeliveries, rows.slice(i, i + ROWS_PER_STATEMENT));
    await ctx.queue?.sendMany(
      WEBHOOK_QUEUE,
      created.map((d) => ({ id: d.id })),
    );
    ids.push(...created.map((d) => d.id));
  }
  return ids;
}

type AlertedLead = Pick<
  typeof leads.$inferSelect,
  'leadType' | 'priceCents' | 'propertyType' | 'city' | 'state' | 'zip' | 'reason' | 'sellingTimeline'
>;

/** New leads matching a saved search: the first five, with the link to take them and to turn the alert off. */
export function newLeadAlertMail(
  ctx: Pick<AppContext, 'config'>,
  member: { name: string; email: string },
  searchName: string,
  matches: readonly AlertedLead[],
): Mail {
  const lines = matches
    .slice(0, 5)
    .map(
      (l) =>
        `${l.leadType === 'exclusive' ? `Exclusive ($${((l.priceCents ?? 0) / 100).toFixed(0)})` : 'Premium'}: ${l.propertyType} in ${l.city}, ${l.state} ${l.zip} — ${l.reason}, ${l.sellingTimeline}`,
    );
  const count = `${matches.length} new lead${matches.length === 1 ? '' : 's'}`;
  return {
    to: member.email,
    template: 'new-lead-alert',
    subject: `${count} match "${searchName}"`,
    greeting: `Hi ${member.name},`,
    blocks: [
      `${count} match your saved search "${searchName}":`,
      { list: matches.length > 5 ? [...lines, `…and ${matches.length - 5} more`] : lines },
      { button: 'Take them before other buyers do', url: `${ctx.config.appUrl}/dashboard/marketplace` },
    ],
    settings: {
      label: "Turn this alert off in the marketplace's saved searches",
      url: `${ctx.config.appUrl}/dashboard/marketplace`,
    },
  };
}
