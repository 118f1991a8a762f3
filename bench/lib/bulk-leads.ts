// Loads a realistic marketplace of any size with set-based SQL (generate_series), fast enough for
// 1,000,000 leads in well under two minutes on PostgreSQL. The same SQL runs on embedded PGlite:
// the caller passes how to execute SQL text (pg `client.query` or PGlite `db.exec`).
import { PROPERTY_TYPES, SELLING_REASONS, SELLING_TIMELINES } from '@app/shared';
import zipcodes from 'zipcodes';
import {
  FIRST_NAMES,
  LAST_NAMES,
  MARKETS,
  STREET_NAMES,
  STREET_SUFFIXES,
} from '../../apps/api/src/seed/markets.js';
import { DAY_MS } from '../../apps/api/src/lib/time.js';
import { countyOfZip } from '../../apps/api/src/lib/zip-counties.js';
import { CENTRAL_TZ, zonedParts, zonedTimeToUtc } from '../../apps/api/src/lib/zoned-time.js';
import { nextPublishWindow } from '../../apps/api/src/modules/lead-imports/publishing.service.js';

export type ExecSql = (sql: string) => Promise<unknown>;

export interface BulkLeadsOptions {
  /** Rows per INSERT statement: bounds the memory of one statement (PGlite keeps it in WASM). */
  chunkSize?: number;
  /** Same seed, same leads (PostgreSQL's setseed drives every random choice). */
  seed?: number;
  /** The leads are published at the daily 10:00 Central windows before this moment. */
  now?: Date;
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * From this many rows on, the secondary indexes are dropped for the load and built again after:
 * one sorted build per index is about four times faster than a million single inserts into each.
 */
const REBUILD_INDEXES_FROM = 100_000;

/** Saves the definitions of the secondary indexes of leads in a table, then drops them. */
const DROP_INDEXES = `create table if not exists bulk_load_indexes (name text primary key, definition text not null);
do $$
declare index_row record;
begin
  for index_row in
    select index_class.relname as name, pg_get_indexdef(index_class.oid) as definition
    from pg_index join pg_class index_class on index_class.oid = pg_index.indexrelid
    where pg_index.indrelid = 'leads'::regclass and not pg_index.indisprimary and not pg_index.indisunique
  loop
    insert into bulk_load_indexes values (index_row.name, index_row.definition) on conflict do nothing;
    execute format('drop index %I', index_row.name);
  end loop;
end $$;`;

/** Builds every saved index again (also after a load that stopped half way). */
const RESTORE_INDEXES = `do $$
declare index_row record;
begin
  for index_row in select definition from bulk_load_indexes loop
    execute index_row.definition;
  end loop;
end $$;
drop table bulk_load_indexes;`;

const DEFAULT_CHUNK_SIZE = 50_000;
const DEFAULT_SEED = 0.42;
/** Leads spread around their ZIP's centre by up to about ±1 km, so no two share a point. */
const JITTER_DEGREES = 0.02;
const MARKETPLACE_DAYS = 30;
/** Leads gone from the marketplace were published in the five days before its 30. */
const GONE_DAYS = 5;
/** The "~10% sold out or expired": 5% sold out, 5% past their 30 days (or withdrawn). */
const SOLD_OUT_SHARE = 0.05;
const GONE_SHARE = 0.1;
const EXCLUSIVE_SHARE = 0.25;
const LISTED_SHARE = 0.12;

/** A SQL string literal; every value comes from our own constants, quoted all the same. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]::text[]`;

/**
 * The real ZIPs (with coordinates) of the demo seed's 60 metros, as a VALUES list, each with its
 * county as an import gives it (lib/zip-counties.ts). Without one, the API's start-up fills the
 * county of every lead (fillMissingCounties): minutes on PGlite for a million leads.
 */
function zipValues(): { sql: string; count: number } {
  const rows: string[] = [];
  for (const market of MARKETS) {
    const zips = zipcodes
      .lookupByName(market.city, market.state)
      .filter((zip) => zip.country === 'US' && zip.latitude);
    for (const zip of zips) {
      const county = countyOfZip(zip.zip, zip.state, { lat: zip.latitude, lng: zip.longitude });
      rows.push(
        `(${rows.length + 1},${literal(zip.city)},${literal(zip.state)},${literal(zip.zip)},` +
          `${zip.latitude},${zip.longitude},${textArray(market.areaCodes)},${county === null ? 'null' : literal(county)})`,
      );
    }
  }
  return { sql: rows.join(',\n'), count: rows.length };
}

/**
 * The daily publish windows (10:00 America/Chicago, DST-correct), latest first, the last one at or
 * before `now`: the product publishes each day's upload in one batch, so a batch shares its time.
 */
function publishWindows(now: Date): string {
  const latest = zonedParts(nextPublishWindow(new Date(now.getTime() - DAY_MS)), CENTRAL_TZ);
  const windows: string[] = [];
  for (let daysAgo = 0; daysAgo < MARKETPLACE_DAYS + GONE_DAYS; daysAgo++) {
    const wall = { year: latest.year, month: latest.month, day: latest.day - daysAgo, hour: 10 };
    windows.push(literal(zonedTimeToUtc(wall, CENTRAL_TZ).toISOString()));
  }
  return `array[${windows.join(',')}]::timestamptz[]`;
}

/** Property types weighted like the demo seed: mostly single-family houses. */
const propertyTypeSql = (roll: string) => {
  const [single, multi, condo, town, mobile, land] = PROPERTY_TYPES.map(literal);
  return `case when ${roll} < 0.60 then ${single} when ${roll} < 0.72 then ${multi}
    when ${roll} < 0.80 then ${condo} when ${roll} < 0.89 then ${town}
    when ${roll} < 0.95 then ${mobile} else ${land} end`;
};

const pick = (array: string, roll: string) => `(${array})[1 + floor(${roll} * cardinality(${array}))::int]`;

interface ChunkData {
  zips: { sql: string; count: number };
  windows: string;
}

function chunkSql(data: ChunkData, from: number, to: number, seed: number): string {
  const { zips, windows } = data;
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const streets = textArray(STREET_NAMES);
  const suffixes = textArray(STREET_SUFFIXES);
  const reasons = textArray(SELLING_REASONS);
  const timelines = textArray(SELLING_TIMELINES);
  // Published in one of the last 30 windows; leads past their 30 days in one of the 5 before.
  const window = `(${windows})[1 + floor(r.age_roll * ${MARKETPLACE_DAYS})::int]`;
  const goneWindow = `(${windows})[${MARKETPLACE_DAYS + 1} + floor(r.age_roll * ${GONE_DAYS})::int]`;
  return `select setseed(${seed});
insert into leads (lead_name, lead_phone, property_type, listed, reason, lead_type, selling_timeline,
  address_line_1, city, county, state, zip, lat, lng, price_cents, max_buyers, buyers_count, status,
  publish_at, published_at, expires_at, phone_key, address_key, created_at)
with zips(n, city, state, zip, lat, lng, area_codes, county) as (values ${zips.sql}),
rolls as (
  select g, 1 + floor(random() * ${zips.count})::int as zip_n, random() < ${EXCLUSIVE_SHARE} as is_exclusive,
    random() as status_roll, random() as age_roll, random() as type_roll, random() as buyers_roll,
    random() as misc_roll, random() as street_roll, floor(random() * 100)::int as phone_suffix
  from generate_series(${from}, ${to}) g
),
shaped as (
  select r.*, z.city, z.county, z.state, z.zip, z.lat, z.lng,
    ${pick('z.area_codes', 'r.misc_roll')} as area_code,
    (100 + floor(r.street_roll * 9800)::int)::text || ' ' || ${pick(streets, 'r.misc_roll')} || ' '
      || ${pick(suffixes, 'r.street_roll')} as address,
    case when r.status_roll < ${SOLD_OUT_SHARE} then 'sold_out'
      when r.status_roll < ${GONE_SHARE} then case when r.is_exclusive then 'withdrawn' else 'expired' end
      else 'published' end as status,
    case when r.status_roll >= ${SOLD_OUT_SHARE} and r.status_roll < ${GONE_SHARE}
      then ${goneWindow} else ${window} end as published_at
  from rolls r join zips z on z.n = r.zip_n
)
select
  ${pick(first, 'random()')} || ' ' || ${pick(last, 'random()')},
  '(' || area_code || ') 555-01' || lpad(phone_suffix::text, 2, '0'),
  ${propertyTypeSql('type_roll')},
  random() < ${LISTED_SHARE},
  ${pick(reasons, 'random()')},
  (case when is_exclusive then 'exclusive' else 'premium' end)::lead_type,
  ${pick(timelines, 'random()')},
  address, city, county::text, state, zip,
  round((lat + (random() - 0.5) * ${JITTER_DEGREES})::numeric, 6)::float8,
  round((lng + (random() - 0.5) * ${JITTER_DEGREES})::numeric, 6)::float8,
  case when is_exclusive then (9 + floor(random() * 22)::int) * 500 end,
  case when is_exclusive then 1 else 3 end,
  case when status = 'sold_out' then (case when is_exclusive then 1 else 3 end)
    when is_exclusive or status <> 'published' then 0
    else (array[0, 0, 0, 1, 1, 2])[1 + floor(buyers_roll * 6)::int] end,
  status::lead_status,
  published_at,
  published_at,
  case when not is_exclusive then published_at + interval '${MARKETPLACE_DAYS} days' end,
  area_code || '55501' || lpad(phone_suffix::text, 2, '0'),
  lower(address) || '|' || zip,
  published_at - interval '1 hour'
from shaped;`;
}

/**
 * Inserts `count` leads over the 60 metros of the demo seed (real ZIPs and coordinates, jittered),
 * every property type, timeline and reason, a quarter exclusive, published in the daily batches
 * of the last 30 days,
 * about 10% sold out, expired or withdrawn; then VACUUM ANALYZE so that the planner has statistics
 * and index-only scans work at once (PGlite has no autovacuum).
 */
export async function loadBulkLeads(exec: ExecSql, count: number, options: BulkLeadsOptions = {}) {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const seed = options.seed ?? DEFAULT_SEED;
  const data = { zips: zipValues(), windows: publishWindows(options.now ?? new Date()) };
  const rebuildIndexes = count >= REBUILD_INDEXES_FROM;
  if (rebuildIndexes) await exec(DROP_INDEXES);
  for (let from = 1; from <= count; from += chunkSize) {
    const to = Math.min(count, from + chunkSize - 1);
    // setseed takes [-1, 1]: each chunk its own seed, derived from the run's.
    const chunkSeed = ((seed * 1_000_003 + from) % 2_000_000) / 1_000_000 - 1;
    await exec(chunkSql(data, from, to, chunkSeed));
    options.onProgress?.(to, count);
  }
  if (rebuildIndexes) await exec(RESTORE_INDEXES);
  await exec('vacuum analyze leads');
}

export interface BulkPurchasesOptions {
  userId: string;
  count: number;
  /** Purchase times are spread over this many days before now. */
  days?: number;
}

/**
 * Gives one member `count` purchases (taken from the first leads by id), with purchase times spread
 * over the past year: the pull API's worst case, a member who owns a large share of the marketplace.
 */
export async function loadBulkPurchases(exec: ExecSql, options: BulkPurchasesOptions) {
  const days = options.days ?? 365;
  await exec(`insert into lead_purchases (lead_id, user_id, lead_type, price_cents, created_at)
select id, ${literal(options.userId)}::uuid, lead_type, coalesce(price_cents, 0),
  now() - make_interval(secs => random() * ${days * 86_400})
from (select id, lead_type, price_cents from leads order by id limit ${options.count}) chosen`);
  // On its own: VACUUM cannot share a multi-statement query (an implicit transaction).
  await exec('vacuum analyze lead_purchases');
}
