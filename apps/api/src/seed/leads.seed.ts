import { PROPERTY_TYPES, SELLING_REASONS, SELLING_TIMELINES } from '@app/shared';
import { zipCodes } from '../lib/zip-codes.js';
import { countyOfZip } from '../lib/zip-counties.js';
import type { leads } from '../db/schema/index.js';
import { DAY_MS, HOUR_MS } from '../lib/time.js';
import { FIRST_NAMES, LAST_NAMES, MARKETS, STREET_NAMES, STREET_SUFFIXES } from './markets.js';
import type { Random } from './random.js';
import { leadKeysOf } from '../lib/contact-keys.js';

type LeadInsert = typeof leads.$inferInsert;
const PROPERTY_WEIGHTS: Record<(typeof PROPERTY_TYPES)[number], number> = {
  'Single Family': 60,
  'Multi Family': 12,
  Condo: 8,
  Townhouse: 9,
  'Mobile Home': 6,
  'Vacant Land': 5,
};

function weightedPropertyType(random: Random) {
  let roll = random.int(1, 100);
  for (const type of PROPERTY_TYPES) {
    roll -= PROPERTY_WEIGHTS[type];
    if (roll <= 0) return type;
  }
  return PROPERTY_TYPES[0];
}

/**
 * Realistic demo leads over the metros of MARKETS: real city/state/ZIP combinations and
 * coordinates, fictional sellers (555-01xx numbers are reserved for fiction), premium and exclusive.
 */
export function buildSeedLeads(random: Random, count: number, now: Date): LeadInsert[] {
  const zipPools = MARKETS.map((market) => ({
    market,
    zips: zipCodes()
      .lookupByName(market.city, market.state)
      .filter((z) => z.country === 'US' && z.latitude),
  })).filter((pool) => pool.zips.length > 0);
  const usedPhones = new Set<string>();
  const result: LeadInsert[] = [];
  for (let i = 0; i < count; i++) {
    const pool = random.pick(zipPools);
    const zip = random.pick(pool.zips);
    let phone = '';
    for (let attempt = 0; attempt < 20 && (!phone || usedPhones.has(phone)); attempt++) {
      // Stored in E.164, as every lead phone is (docs/decisions/022).
      phone = `+1${random.pick(pool.market.areaCodes)}55501${String(random.int(0, 99)).padStart(2, '0')}`;
    }
    usedPhones.add(phone);
    const isExclusive = random.chance(0.25);
    const address = `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
    // Spread over the last 29 days, newest first in the marketplace.
    const publishedAt = new Date(now.getTime() - random.int(1, 29 * 24) * HOUR_MS);
    const buyersCount = isExclusive ? 0 : random.pick([0, 0, 0, 1, 1, 2]);
    result.push({
      leadName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      leadPhone: phone,
      propertyType: weightedPropertyType(random),
      listed: random.chance(0.12),
      reason: random.pick(SELLING_REASONS),
      leadType: isExclusive ? 'exclusive' : 'premium',
      sellingTimeline: random.pick(SELLING_TIMELINES),
      addressLine1: address,
      city: zip.city,
      state: zip.state,
      zip: zip.zip,
      county: countyOfZip(zip.zip, zip.state),
      // Spread within about 300 m of the ZIP's centre so the map does not stack markers.
      lat: Number((zip.latitude + (random.next() - 0.5) * 0.006).toFixed(6)),
      lng: Number((zip.longitude + (random.next() - 0.5) * 0.006).toFixed(6)),
      priceCents: isExclusive ? random.int(9, 30) * 500 : null,
      maxBuyers: isExclusive ? 1 : 3,
      buyersCount,
      status: 'published',
      publishAt: publishedAt,
      publishedAt,
      expiresAt: isExclusive ? null : new Date(publishedAt.getTime() + 30 * DAY_MS),
      ...leadKeysOf(phone, address, zip.zip),
    });
  }
  return result;
}
