import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { SHEET_VERIFICATION, type BodyOf, type Endpoint, type QueryOf } from '@app/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { createApp } from '../src/app.js';
import { createContext, type AppContext } from '../src/context.js';
import { loadEnv } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedCatalogue, seedDemoData, type SeedResult } from '../src/seed/index.js';
import { ManualClock } from '../src/lib/time.js';
import type { OfflineSheets } from '../src/ports/offline-channels.js';

export const DEMO_PASSWORD = 'demo-password-123';
export const ADMIN_PASSWORD = 'admin-password-123';
export const DEMO_API_KEY = 'sk_DemoKey1_' + 'a'.repeat(43);
export const APP_URL = 'http://localhost:3001';
export const ADMIN_EMAIL = 'admin@sellersignal.io';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  seed: SeedResult;
  database: DatabaseHandle;
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template` (which no
 * one may be connected to): its URL, and how to drop it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: async () => {
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * The seed every test app starts from: the catalogue and the demo data with fixed credentials, at
 * TEST_START, with `leadCount` leads.
 */
async function seedTestDatabase(handle: DatabaseHandle, leadCount: number): Promise<SeedResult> {
  await seedCatalogue(handle.db);
  const seed = await seedDemoData(handle.db, {
    now: new Date(TEST_START),
    leadCount,
    demoPassword: DEMO_PASSWORD,
    adminPassword: ADMIN_PASSWORD,
    demoApiKey: DEMO_API_KEY,
  });
  if (!seed) throw new Error('seedTestDatabase: the new database already held data');
  return seed;
}

/**
 * Runs `build` once per run for `name`, whichever test file asks first (files run in parallel
 * processes): the others wait for its mark, a file holding what it returned.
 */
async function onceInRun<T>(name: string, build: () => Promise<T>): Promise<T> {
  const { dir } = inject('testTemplates');
  const mark = path.join(dir, `${name}.json`);
  try {
    await mkdir(path.join(dir, `${name}.lock`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const deadline = Date.now() + 120_000;
    while (!existsSync(mark)) {
      if (Date.now() > deadline) throw new Error(`onceInRun: ${name} was not built within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return JSON.parse(await readFile(mark, 'utf8')) as T;
  }
  const result = await build();
  await writeFile(`${mark}.tmp`, JSON.stringify(result));
  await rename(`${mark}.tmp`, mark);
  return result;
}

/**
 * A fresh, migrated and seeded database of its own for one test file: PGlite in memory, or a new
 * PostgreSQL database when TEST_DB=postgres. Both are copies of a template that the run migrated
 * and seeded once per lead count (test/global-setup.ts), which is what makes the suite fast.
 */
async function openTestDatabase(
  leadCount: number,
): Promise<{ handle: DatabaseHandle; seed: SeedResult; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const { dir, prefix } = inject('testTemplates');
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const dump = path.join(dir, `pglite-leads-${leadCount}.tar`);
    const seed = await onceInRun(`pglite-leads-${leadCount}`, async () => {
      const handle = await openDatabase({ dataDir: 'memory://' });
      const result = await seedTestDatabase(handle, leadCount);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      await handle.close();
      return result;
    });
    const handle = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([await readFile(dump)]),
    });
    return { handle, seed, drop: async () => handle.close() };
  }
  const template = `${prefix}leads_${leadCount}`;
  const seed = await onceInRun(`postgres-leads-${leadCount}`, async () => {
    await withAdminClient(url, (admin) => admin.query(`create database ${template}`));
    const handle = await openDatabase({ dataDir: '', databaseUrl: databaseUrlOf(url, template) });
    const result = await seedTestDatabase(handle, leadCount);
    await handle.close();
    return result;
  });
  const created = await createPostgresDatabase(url, template);
  const handle = await openDatabase({ dataDir: '', databaseUrl: created.url, poolSize: 30 });
  return {
    handle,
    seed,
    drop: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** The configuration of a test app: development settings, as loadEnv reads them, on no web build. */
export const TEST_ENV = loadEnv({
  NODE_ENV: 'test',
  APP_URL,
  BRAND_NAME: 'SellerSignal',
  SUPPORT_EMAIL: 'support@sellersignal.io',
  DATA_DIR: 'memory://',
});

/**
 * The context of a test app, built by the same createContext as main.ts: offline ports (outbox,
 * test-mode payments) on the given database, a clock the test moves, loopback webhook receivers.
 */
export function createTestContext(
  handle: DatabaseHandle,
  clock: ManualClock,
  secretsKey: Buffer = randomBytes(32),
): Promise<AppContext> {
  return createContext(TEST_ENV, handle, {
    clock,
    secretsKey,
    urlPolicy: { allowLoopback: true },
    webDist: null,
  });
}

/** Where every test's clock starts: each test moves it as it needs, and it is put back after. */
export const TEST_START = '2026-11-21T15:00:00Z';

/** Builds the app once per test file on its own fresh, seeded database (a copy of the run's template). */
export function useTestApp(options: { leadCount?: number } = {}) {
  const state = {} as TestApp;
  let drop: () => Promise<void> = async () => {};
  // A test that moves the clock cannot change what the next one sees (issue 16.5).
  afterEach(() => state.clock?.set(TEST_START));
  beforeAll(async () => {
    const opened = await openTestDatabase(options.leadCount ?? 300);
    drop = opened.drop;
    const clock = new ManualClock(TEST_START);
    const ctx = await createTestContext(opened.handle, clock);
    Object.assign(state, {
      app: await createApp(ctx),
      ctx,
      clock,
      seed: opened.seed,
      database: opened.handle,
    });
  });
  afterAll(async () => {
    await state.app?.close();
    await drop();
  });
  return state;
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return cookie?.value ? `sid=${cookie.value}` : undefined;
}

export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return cookie;
}

let ipCounter = 0;
/** A distinct client address, so rate-limit counters of one test do not affect another. */
export const freshIp = () => `127.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const hashCache = new Map<string, Promise<string>>();
/** argon2 is slow on purpose; tests that make many members reuse one hash per password. */
async function cachedHash(password: string) {
  const { hashPassword } = await import('../src/lib/passwords.js');
  if (!hashCache.has(password)) hashCache.set(password, hashPassword(password));
  return hashCache.get(password)!;
}

/** A customer made directly in the database, with a wallet and optionally a personal API key. */
/** The password of the customers createCustomer makes, unless a test gives another. */
export const CUSTOMER_PASSWORD = 'customer-password-1';

export async function createCustomer(
  ctx: AppContext,
  input: { email: string; password?: string; withApiKey?: boolean },
) {
  const { users, wallets, apiKeys } = await import('../src/db/schema/index.js');
  const { generateApiKey } = await import('../src/lib/api-key-tokens.js');
  const now = ctx.clock.now();
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: input.email.split('@')[0]!,
      email: input.email,
      passwordHash: await cachedHash(input.password ?? CUSTOMER_PASSWORD),
      isAdultConfirmedAt: now,
      termsAcceptedAt: now,
    })
    .returning();
  await ctx.db.insert(wallets).values({ userId: user!.id });
  let apiKey: string | undefined;
  if (input.withApiKey) {
    const generated = generateApiKey();
    await ctx.db
      .insert(apiKeys)
      .values({ userId: user!.id, name: 'test', prefix: generated.prefix, keyHash: generated.keyHash });
    apiKey = generated.key;
  }
  return { user: user!, apiKey };
}

/** A signed-in session for a member, made directly (no argon2 cost): returns the Cookie header. */
export async function sessionFor(ctx: AppContext, userId: string): Promise<string> {
  const { sessions } = await import('../src/db/schema/index.js');
  const { randomToken, sha256 } = await import('../src/lib/crypto.js');
  const token = randomToken(32);
  await ctx.db.insert(sessions).values({
    idHash: sha256(token),
    userId,
    expiresAt: new Date(ctx.clock.now().getTime() + 400 * 86_400_000),
  });
  return `sid=${token}`;
}

/** The seeded admin's headers for a signed-in request (a session made directly, no argon2 cost). */
export async function adminHeaders(t: Pick<TestApp, 'ctx'>): Promise<{ cookie: string; origin: string }> {
  const { users } = await import('../src/db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  return { cookie: await sessionFor(t.ctx, admin!.id), origin: APP_URL };
}

/**
 * Calls an endpoint through its contract: the method and path come from the contract, the query
 * and body are typed by it, so a renamed path or field fails to compile instead of answering 404.
 */
export function callEndpoint<E extends Endpoint>(
  t: Pick<TestApp, 'app'>,
  endpoint: E,
  input: { query?: QueryOf<E>; body?: BodyOf<E>; headers?: Record<string, string> } = {},
) {
  const query = new URLSearchParams(
    Object.entries((input.query ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return t.app.inject({
    method: endpoint.method,
    url: `/api/v1/${endpoint.path}${query ? `?${query}` : ''}`,
    headers: input.headers ?? {},
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
}

/** Adds money to a member's wallet through the ledger, as a reward would. */
export async function fundWallet(ctx: AppContext, userId: string, cents: number) {
  const { appendWalletEntry } = await import('../src/modules/wallet/wallet.service.js');
  await ctx.db.transaction((tx) =>
    appendWalletEntry(tx, {
      userId,
      kind: 'reward',
      amountCents: cents,
      description: 'Test funds',
      eventName: 'Test',
      now: ctx.clock.now(),
    }),
  );
}

/** A published lead made for a test. */
export async function createLead(
  ctx: AppContext,
  input: {
    type: 'premium' | 'exclusive';
    priceCents?: number;
    buyersCount?: number;
    publishedAt?: Date;
    city?: string;
  },
) {
  const { leads } = await import('../src/db/schema/index.js');
  const now = input.publishedAt ?? ctx.clock.now();
  const suffix = Math.random().toString(36).slice(2, 8);
  const [lead] = await ctx.db
    .insert(leads)
    .values({
      leadName: `Test Seller ${suffix}`,
      leadPhone: `(512) 555-01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
      propertyType: 'Single Family',
      listed: false,
      reason: 'Divorce',
      leadType: input.type,
      sellingTimeline: 'ASAP',
      addressLine1: `${Math.floor(Math.random() * 9000) + 100} Test St ${suffix}`,
      city: input.city ?? 'Austin',
      state: 'TX',
      zip: '78701',
      county: 'Travis County, TX',
      lat: 30.27,
      lng: -97.74,
      priceCents: input.type === 'exclusive' ? (input.priceCents ?? 5000) : null,
      maxBuyers: input.type === 'exclusive' ? 1 : 3,
      buyersCount: input.buyersCount ?? 0,
      status: 'published',
      publishedAt: now,
      expiresAt: input.type === 'premium' ? new Date(now.getTime() + 30 * 86_400_000) : null,
      phoneKey: `512555${suffix}`,
      addressKey: `test ${suffix}|78701`,
    })
    .returning();
  return lead!;
}

/**
 * A live subscription to a seeded plan made directly in the database (no card, no payment, no
 * credits), for tests of what the plan entitles its member to (decision 029). Returns the plan's id.
 */
export async function givePlan(
  ctx: AppContext,
  userId: string,
  packageKey: 'basic' | 'pro' | 'enterprise',
  occurrence: 'monthly' | 'yearly' = 'monthly',
) {
  const { plans, subscriptions } = await import('../src/db/schema/index.js');
  const { and, eq } = await import('drizzle-orm');
  const { addMonths } = await import('../src/lib/time.js');
  const [plan] = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.packageKey, packageKey), eq(plans.occurrence, occurrence)));
  const now = ctx.clock.now();
  await ctx.db.insert(subscriptions).values({
    userId,
    planId: plan!.id,
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, occurrence === 'yearly' ? 12 : 1),
  });
  return plan!.id;
}

/** A member with a saved test card and an active subscription to the monthly Basic plan (25 credits). */
export async function createSubscriber(
  t: TestApp,
  email: string,
  options: { card?: string; plan?: 'basic' | 'pro'; occurrence?: 'monthly' | 'yearly' } = {},
) {
  const { user } = await createCustomer(t.ctx, { email });
  const cookie = await sessionFor(t.ctx, user.id);
  const headers = { cookie, origin: APP_URL };
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/save-payment-method',
    headers,
    payload: { test_card_number: options.card ?? '4242 4242 4242 4242', exp_month: 12, exp_year: 2030 },
  });
  if (saved.statusCode !== 200) throw new Error(`save card failed: ${saved.body}`);
  const plans = (
    await t.app.inject({ url: `/api/v1/plan/getplans?plan_occurance=${options.occurrence ?? 'monthly'}` })
  ).json().result as { _id: string; plan_name: string }[];
  const plan = plans.find((p) => p.plan_name.toLowerCase() === (options.plan ?? 'basic'))!;
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/create-subscription',
    headers,
    payload: { plan_id: plan._id },
  });
  if (subscribed.statusCode !== 200) throw new Error(`subscribe failed: ${subscribed.body}`);
  return { user, cookie, headers, planId: plan._id };
}

/**
 * Types a value into the verification cell of a sheet in the offline Sheets adapter, as a member
 * would in Google Sheets (decision 020): cell A1 of the "SellerSignal" tab unless said otherwise.
 */
export function typeIntoOfflineSheet(
  ctx: AppContext,
  spreadsheetId: string,
  value: string,
  where: { sheetName?: string; cell?: string } = {},
) {
  const sheets = ctx.sheets as Partial<OfflineSheets>;
  if (!sheets.writeCell) throw new Error(`typeIntoOfflineSheet: ctx.sheets is ${ctx.sheets.name}`);
  sheets.writeCell({
    spreadsheetId,
    sheetName: where.sheetName ?? SHEET_VERIFICATION.tabName,
    cell: where.cell ?? SHEET_VERIFICATION.cell,
    value,
  });
}
