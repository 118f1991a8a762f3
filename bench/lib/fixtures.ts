import type pg from 'pg';
import { generateApiKey } from '../../apps/api/src/lib/api-key-tokens.js';
import { randomToken, sha256 } from '../../apps/api/src/lib/crypto.js';
import { hashPassword } from '../../apps/api/src/lib/passwords.js';
import type { BenchDatabase } from './database.js';

/** Customers of the pull API: one key per load connection, so no key's counters are a hot row. */
export const PULL_CUSTOMERS = 50;
/** A full first page of the pull API (its default page size). */
export const PURCHASES_PER_PULL_CUSTOMER = 25;
/** The "200 concurrent buyers". */
export const BUYERS = 200;
export const EXCLUSIVE_PRICE_CENTS = 5_000;
/** Enough for every purchase a buyer can make in a run, so no purchase fails for lack of funds. */
const BUYER_FUNDS_CENTS = 100_000_000;
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface Fixtures {
  /** x-api-key values of customers who own PURCHASES_PER_PULL_CUSTOMER leads each. */
  pullKeys: string[];
  pullUserIds: string[];
  /** Cookie headers of funded buyers. */
  buyerCookies: string[];
  buyerUserIds: string[];
  /** Unsold exclusive leads kept for the purchase run, one per purchase. */
  exclusiveLeadIds: string[];
}

export interface LoadedDatabase extends BenchDatabase {
  leadCount: number;
  fixtures: Fixtures;
}

export async function insertCustomers(pool: pg.Pool, prefix: string, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(randomToken(16));
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (name, email, password_hash, is_adult_confirmed_at, terms_accepted_at)
     select $1 || ' ' || g, $1 || '-' || g || '@bench.example.com', $2, now(), now()
     from generate_series(1, $3::int) g
     order by g
     returning id`,
    [prefix, passwordHash, count],
  );
  const ids = rows.map((r) => r.id);
  await pool.query(`insert into wallets (user_id) select unnest($1::uuid[])`, [ids]);
  return ids;
}

/** Funds each wallet through the ledger, so that balance = Σ entries holds from the start. */
async function fundWallets(pool: pg.Pool, userIds: string[], cents: number) {
  await pool.query(
    `insert into wallet_entries (user_id, kind, amount_cents, description, event_name)
     select unnest($1::uuid[]), 'reward', $2, 'Bench funds', 'Bench'`,
    [userIds, cents],
  );
  await pool.query(`update wallets set balance_cents = balance_cents + $2 where user_id = any($1::uuid[])`, [
    userIds,
    cents,
  ]);
}

export async function createSessions(pool: pg.Pool, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomToken(32));
  await pool.query(
    `insert into sessions (id_hash, user_id, expires_at)
     select unnest($1::text[]), unnest($2::uuid[]), $3`,
    [tokens.map(sha256), userIds, new Date(Date.now() + SESSION_DAYS * DAY_MS)],
  );
  return tokens.map((token) => `sid=${token}`);
}

async function createApiKeys(pool: pg.Pool, userIds: string[]): Promise<string[]> {
  const keys = userIds.map(() => generateApiKey());
  await pool.query(
    `insert into api_keys (user_id, name, prefix, key_hash)
     select unnest($1::uuid[]), 'bench', unnest($2::text[]), unnest($3::text[])`,
    [userIds, keys.map((k) => k.prefix), keys.map((k) => k.keyHash)],
  );
  return keys.map((k) => k.key);
}

/** Gives each customer `perCustomer` premium leads of the bulk set, counted on the leads as a sale would. */
async function recordPremiumPurchases(pool: pg.Pool, userIds: string[], perCustomer: number) {
  await pool.query(
    `with picked as (
       select id, row_number() over () - 1 as n from leads
       where lead_type = 'premium' and status = 'published' and buyers_count < max_buyers
       limit $2::int * $3::int
     ), sold as (
       insert into lead_purchases (lead_id, user_id, lead_type, price_cents)
       select picked.id, ($1::uuid[])[(picked.n / $3::int)::int + 1], 'premium', 0 from picked
       returning lead_id
     )
     update leads set buyers_count = buyers_count + 1,
       status = case when buyers_count + 1 >= max_buyers then 'sold_out'::lead_status else status end
     where id in (select lead_id from sold)`,
    [userIds, userIds.length, perCustomer],
  );
}

/**
 * Exclusive leads for the purchase run, published a year ago so they stay off the marketplace's
 * first pages that the other suites measure.
 */
async function createExclusiveLeads(pool: pg.Pool, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into leads (lead_name, lead_phone, property_type, listed, reason, lead_type, selling_timeline,
       address_line_1, city, state, zip, lat, lng, price_cents, max_buyers, status, publish_at,
       published_at, phone_key, address_key)
     select 'Bench Seller ' || g, '(512) 555-0100', 'Single Family', false, 'Divorce', 'exclusive', 'ASAP',
       g || ' Bench St', 'Austin', 'TX', '78701', 30.27, -97.74, $2, 1, 'published',
       now() - interval '365 days', now() - interval '365 days', '5125550100', g || ' bench st|78701'
     from generate_series(1, $1::int) g
     returning id`,
    [count, EXCLUSIVE_PRICE_CENTS],
  );
  return rows.map((r) => r.id);
}

/** Everything the HTTP suites need besides the bulk leads, made directly in the database. */
export async function createFixtures(db: BenchDatabase, exclusiveLeadCount: number): Promise<Fixtures> {
  const pullUserIds = await insertCustomers(db.pool, 'bench-pull', PULL_CUSTOMERS);
  const pullKeys = await createApiKeys(db.pool, pullUserIds);
  await recordPremiumPurchases(db.pool, pullUserIds, PURCHASES_PER_PULL_CUSTOMER);
  const buyerUserIds = await insertCustomers(db.pool, 'bench-buyer', BUYERS);
  await fundWallets(db.pool, buyerUserIds, BUYER_FUNDS_CENTS);
  const buyerCookies = await createSessions(db.pool, buyerUserIds);
  const exclusiveLeadIds = await createExclusiveLeads(db.pool, exclusiveLeadCount);
  await db.exec('analyze');
  return { pullKeys, pullUserIds, buyerCookies, buyerUserIds, exclusiveLeadIds };
}
