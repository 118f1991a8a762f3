import { KM_PER_MILE, savedSearchFiltersSchema, type SavedSearch } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { leads, savedSearches, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { Mail } from '../../ports/email.js';
import { randomToken } from '../../lib/crypto.js';
import { zipCodes } from '../../lib/zip-codes.js';
import { WEBHOOK_QUEUE } from '../webhooks/index.js';
import { sendNewLeadTexts, type AlertTextRecipient } from './sms-alerts.service.js';

type LeadRow = typeof leads.$inferSelect;
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
function isInPriceRange(lead: LeadRow, f: SavedSearchFilters): boolean {
  if (lead.leadType !== 'exclusive') return true;
  const price = (lead.priceCents ?? 0) / 100;
  return (
    (f.price_min === undefined || price >= f.price_min) && (f.price_max === undefined || price <= f.price_max)
  );
}

export function matchesFilters(lead: LeadRow, raw: string): boolean {
  const parsed = savedSearchFiltersSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) return false;
  const f = parsed.data;
  if (f.state && lead.state !== f.state) return false;
  if (f.county && lead.county?.toLowerCase() !== f.county.toLowerCase()) return false;
  if (f.city && lead.city.toLowerCase() !== f.city.toLowerCase()) return false;
  if (f.zip && !f.zip.split(',').includes(lead.zip)) return false;
  if (!isInPriceRange(lead, f)) return false;
  const radiusKm = f.radius_km ?? (f.radius_miles === undefined ? undefined : f.radius_miles * KM_PER_MILE);
  const centre = radiusKm === undefined ? null : centreOf(f);
  if (centre && radiusKm !== undefined && distanceKm(centre.lat, centre.lng, lead.lat, lead.lng) > radiusKm)
    return false;
  if (f.property_type && lead.propertyType !== f.property_type) return false;
  if (f.lead_type && lead.leadType !== f.lead_type) return false;
  if (f.selling_timeline && lead.sellingTimeline !== f.selling_timeline) return false;
  if (f.listed !== undefined && lead.listed !== f.listed) return false;
  return true;
}

/**
 * New-lead alerts: for every saved search with alerts on, the members whose search matches newly
 * published leads get one email per publish run and a `leads.matched` webhook event; members with
 * an alert phone whose plan includes text alerts also get one text summarising all their matching
 * searches (at most one a day; sendNewLeadTexts checks the plan).
 * Only the public fields are sent: the seller's details are revealed when the lead is taken.
 */
export async function notifySavedSearchAlerts(ctx: AppContext, leadIds: string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const searches = await ctx.db
    .select({ search: savedSearches, user: users })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.alertsEnabled, true))
    .orderBy(savedSearches.createdAt, savedSearches.id);
  if (searches.length === 0) return 0;
  const fresh: LeadRow[] = [];
  for (let i = 0; i < leadIds.length; i += 1000) {
    fresh.push(
      ...(await ctx.db
        .select()
        .from(leads)
        .where(inArray(leads.id, leadIds.slice(i, i + 1000)))),
    );
  }
  let notified = 0;
  const now = ctx.clock.now();
  const texts = new Map<string, AlertTextRecipient>();
  for (const { search, user } of searches) {
    if (user.deletedAt) continue;
    const matches = fresh.filter((lead) => matchesFilters(lead, search.filters));
    if (matches.length === 0) continue;
    notified++;
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
    await ctx.email.send(newLeadAlertMail(ctx, user, search.name, matches));
    await ctx.db.update(savedSearches).set({ lastAlertedAt: now }).where(eq(savedSearches.id, search.id));
    const endpoints = await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.userId, user.id), eq(webhookEndpoints.isEnabled, true)));
    for (const endpoint of endpoints) {
      const [delivery] = await ctx.db
        .insert(webhookDeliveries)
        .values({
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
        })
        .returning({ id: webhookDeliveries.id });
      await ctx.queue?.send(WEBHOOK_QUEUE, { id: delivery!.id });
    }
  }
  await sendNewLeadTexts(ctx, texts.values());
  return notified;
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
