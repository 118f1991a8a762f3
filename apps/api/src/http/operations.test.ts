import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { createContext, type AppContext } from '../context.js';
import { rowsOf } from '../db/client.js';
import { leadPurchases } from '../db/schema/index.js';
import {
  APP_URL,
  adminHeaders,
  createCustomer,
  createLead,
  sessionFor,
  useTestApp,
} from '../../test/helpers.js';
import { loggerOptions } from './logger.js';

/** Issue 17.6: what an operator needs to run the product: readiness, request ids, metrics. */
const t = useTestApp({ leadCount: 5 });

describe('GET /api/v1/health/ready', () => {
  it('answers 200 when the database answers and has every migration this build ships', async () => {
    const response = await t.app.inject({ url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(200);
    const [{ applied }] = (await rowsOf<{ applied: number }>(
      t.ctx.db,
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )) as [{ applied: number }];
    expect(response.json()).toEqual({
      message: 'Data fetched successfully',
      result: { status: 'ready', database: t.ctx.dbKind, migrations: applied },
    });
  });

  it('answers 503 with the envelope while a migration of this build is missing', async () => {
    const [newest] = await rowsOf<{ id: number; hash: string; created_at: string }>(
      t.ctx.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const response = await t.app.inject({ url: '/api/v1/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ message: 'Error', result: null });
      expect(response.json().detail).toMatch(/of this build's \d+ migrations; it is not ready/);
      // Liveness does not depend on it.
      expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await t.ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = { ...t.ctx, db: { execute: () => Promise.reject(new Error('connection refused')) } };
    const app = await createApp(broken as unknown as AppContext);
    const response = await app.inject({ url: '/api/v1/health/ready' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Error',
      result: null,
      detail: 'The database is not answering.',
    });
  });
});

describe('request ids', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    app = await createApp(t.ctx, {
      logger: loggerOptions('info', { write: (line) => lines.push(JSON.parse(line)) }),
    });
    app.get('/api/v1/test-logging', (request) => {
      request.log.info('first step');
      request.log.warn('second step');
      throw new Error('boom');
    });
  });
  afterAll(() => app.close());

  it('keeps a well-formed incoming X-Request-Id and returns it', async () => {
    const response = await app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'lb-7f3a9c21.abc' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c21.abc');
  });

  it('replaces a missing or malformed one with a new UUID (no forged log lines)', async () => {
    for (const sent of [undefined, 'short', 'has space in it', 'x'.repeat(200), 'line\\nbreak-forged']) {
      const response = await app.inject({
        url: '/api/v1/health',
        headers: sent ? { 'x-request-id': sent } : {},
      });
      expect(response.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });

  it('is in every log line of its request, at the default level too', async () => {
    lines.length = 0;
    const response = await app.inject({
      url: '/api/v1/test-logging',
      headers: { 'x-request-id': 'trace-me-1234' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('trace-me-1234');
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['first step', 'second step']));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((line) => line.reqId === 'trace-me-1234')).toBe(true);
  });
});

describe('GET /metrics', () => {
  const TOKEN = 'scraper-token-0123456789';
  let ctx: AppContext;
  let app: FastifyInstance;
  beforeAll(async () => {
    const env = loadEnv({ NODE_ENV: 'test', APP_URL, DATA_DIR: 'memory://', METRICS_TOKEN: TOKEN });
    ctx = await createContext(env, t.database, {
      clock: t.clock,
      secretsKey: randomBytes(32),
      webDist: null,
    });
    app = await createApp(ctx);
  });
  afterAll(() => app.close());

  it('is not served at all without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('needs the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('sellersignal_');
    }
  });

  it('answers in Prometheus text format: request durations by route and status, event-loop lag, business counters', async () => {
    await app.inject({ url: '/api/v1/health' });
    await app.inject({ url: '/api/v1/plan/getplans' });
    await app.inject({ url: '/api/v1/no-such-thing' });
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /sellersignal_http_request_duration_seconds_count\{route="\/api\/v1\/health",method="GET",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /sellersignal_http_request_duration_seconds_count\{route="\/api\/v1\/plan\/getplans",method="GET",status_code="200"\} 1/,
    );
    expect(text).toMatch(/route="unmatched",method="GET",status_code="404"/);
    expect(text).toContain('sellersignal_nodejs_eventloop_lag_seconds');
    for (const name of [
      'webhook_deliveries_total',
      'messages_total',
      'purchases_total',
      'refund_decisions_total',
      'charges_total',
      'job_queue_jobs',
      'db_pool_connections',
    ])
      expect(text).toContain(`# TYPE sellersignal_${name}`);
    if (t.ctx.dbKind === 'postgres')
      expect(text).toMatch(/sellersignal_db_pool_connections\{state="total"\} \d+/);
  });

  it('counts purchases, charges and refund decisions as they happen', async () => {
    const { user } = await createCustomer(ctx, { email: 'metrics-buyer@example.com' });
    const headers = { cookie: await sessionFor(ctx, user.id), origin: APP_URL };
    const post = (url: string, payload: object, extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...headers, ...extra }, payload });
    expect(
      (
        await post('billing/save-payment-method', {
          test_card_number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: 2030,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post('wallet/create-top-up', { amount: 100 }, { 'idempotency-key': 'metrics-top-up-1' }))
        .statusCode,
    ).toBe(200);
    const lead = await createLead(ctx, { type: 'exclusive', priceCents: 4_000 });
    expect((await post('leads/buy-exclusive-lead', { lead_id: lead.id })).statusCode).toBe(200);
    const [purchase] = await ctx.db.select().from(leadPurchases).where(eq(leadPurchases.userId, user.id));
    const filed = await post('refunds/create-refund-request', {
      purchase_id: purchase!.id,
      reason: 'Duplicate',
      evidence_text: 'Bought the same seller last week.',
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/decide-request',
      headers: await adminHeaders({ ctx }),
      payload: { request_id: filed.json().result._id, decision: 'approve' },
    });
    const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).toContain('sellersignal_charges_total{kind="topup",outcome="succeeded"} 1');
    expect(text).toContain('sellersignal_purchases_total{lead_type="exclusive"} 1');
    expect(text).toContain('sellersignal_refund_decisions_total{kind="refund",decision="approved"} 1');
  });
});
