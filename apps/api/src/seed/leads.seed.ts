import {
  LEAD_CONDITIONS,
  LEAD_OCCUPANCIES,
  LEAD_SOURCES,
  PROPERTY_TYPES,
  SELLING_REASONS,
  SELLING_TIMELINES,
  type PropertyType,
} from '@app/shared';
import { zipCodes } from '../lib/zip-codes.js';
import { countyOfZip } from '../lib/zip-counties.js';
import type { leads } from '../db/schema/index.js';
import { DAY_MS, HOUR_MS } from '../lib/time.js';
import { FIRST_NAMES, LAST_NAMES, MARKETS, STREET_NAMES, STREET_SUFFIXES } from './markets.js';
import { createRandom, type Random } from './random.js';
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

const SELLER_NOTES = [
  'Wants to move closer to family before school starts. Flexible on closing date.',
  'Roof leaks in the back bedroom; does not want to fix it. Would take a fair cash offer.',
  'Inherited from a parent; siblings agree to sell. Nobody lives there now.',
  'Behind two payments and talking to the bank; needs to close within 45 days.',
  'Tenant on a month-to-month lease, pays on time. Owner is tired of repairs.',
  'Recently divorced; both owners must sign. Prefers texts after 5 pm.',
  "Foundation crack noted by a previous buyer's inspector. Priced with that in mind.",
  'Retiring to Florida. House is clean and ready; asks for a quick, simple sale.',
];
const FORM_CONSENT =
  'By submitting this form, I agree to be contacted about selling my property by phone, text and e-mail, including by automated means. Consent is not a condition of any purchase.';
const CALL_CONSENT =
  'Verbal consent given on a recorded call to be contacted by real-estate investors about an offer.';

/** Dollars a square foot, roughly, by property type. */
const PRICE_PER_SQFT: Record<PropertyType, [number, number]> = {
  'Single Family': [110, 260],
  'Multi Family': [90, 200],
  Condo: [120, 300],
  Townhouse: [110, 240],
  'Mobile Home': [40, 90],
  'Vacant Land': [0, 0],
};

/**
 * Issue 18.3: the property and the conversation of a demo lead, drawn from their own sequence so
 * that the leads' other fields stay the same as before the details existed.
 */
function seedDetails(
  random: Random,
  type: PropertyType,
  name: string,
  publishedAt: Date,
): Partial<LeadInsert> {
  const land = type === 'Vacant Land';
  const beds = land
    ? null
    : type === 'Condo'
      ? random.int(1, 3)
      : random.int(2, type === 'Multi Family' ? 8 : 5);
  const baths = beds === null ? null : Math.max(1, beds - random.int(0, 2)) + (random.chance(0.4) ? 0.5 : 0);
  const squareFeet = beds === null ? null : beds * random.int(380, 620) + random.int(0, 400);
  const lot = type === 'Condo' ? null : land ? random.int(4, 200) * 1_000 : random.int(3, 15) * 1_000;
  const [low, high] = PRICE_PER_SQFT[type];
  const value = land
    ? random.int(15, 120) * 1_000
    : Math.round((squareFeet! * random.int(low, high)) / 1_000) * 1_000;
  const freeAndClear = random.chance(0.25);
  const balance = freeAndClear ? 0 : Math.round((value * random.int(15, 95)) / 100 / 1_000) * 1_000;
  const source = random.pick(LEAD_SOURCES);
  const formCapture = source === 'inbound' || source === 'Meta ads' || source === 'outbound marketing';
  const capturedAt = new Date(publishedAt.getTime() - random.int(2, 48) * HOUR_MS);
  const [first = 'seller', last = 'owner'] = name.toLowerCase().split(' ');
  const dncRoll = random.int(1, 100);
  return {
    sellerEmail: random.chance(0.5) ? `${first}.${last}@example.com` : null,
    bedrooms: beds,
    bathrooms: baths,
    squareFeet,
    lotSizeSqft: lot,
    yearBuilt: land ? null : random.int(1940, 2015),
    estimatedValue: value,
    mortgageBalance: random.chance(0.85) ? balance : null,
    askingPrice: random.chance(0.5) ? Math.round((value * random.int(70, 95)) / 100 / 1_000) * 1_000 : null,
    condition: land ? null : random.pick(LEAD_CONDITIONS),
    occupancy: land ? 'vacant' : random.pick(LEAD_OCCUPANCIES),
    sellerNotes: random.chance(0.7) ? random.pick(SELLER_NOTES) : null,
    callRecordingUrl:
      !formCapture && random.chance(0.6)
        ? `https://recordings.example.com/calls/${random.int(100_000, 999_999)}.mp3`
        : null,
    source,
    consent:
      formCapture || random.chance(0.5)
        ? {
            text: formCapture ? FORM_CONSENT : CALL_CONSENT,
            captured_at: capturedAt.toISOString(),
            ip: formCapture ? `203.0.113.${random.int(1, 254)}` : null,
            certificate_id: formCapture
              ? `https://cert.trustedform.com/${random.int(0x10000000, 0x7fffffff).toString(16)}`
              : null,
          }
        : null,
    dnc: dncRoll <= 3 ? true : dncRoll <= 90 ? false : null,
  };
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
  const detailRandom = createRandom(18_003);
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
    const leadName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const propertyType = weightedPropertyType(random);
    result.push({
      leadName,
      leadPhone: phone,
      propertyType,
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
      ...seedDetails(detailRandom, propertyType, leadName, publishedAt),
    });
  }
  return result;
}
