import { MESSAGES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { rowsOf } from '../../src/db/client.js';
import {
  apiKeys,
  leads,
  payments,
  savedSearches,
  sessions,
  users,
  webhookEndpoints,
} from '../../src/db/schema/index.js';
import { sha256 } from '../../src/lib/crypto.js';
import { loggerOptions } from '../../src/http/logger.js';
import { APP_URL, createLead, freshIp, sessionCookieOf, useTestApp } from '../helpers.js';
import { assertLedgerInvariants } from './invariants.js';
import {
  call,
  fund,
  mailedToken,
  MEMBER_PASSWORD,
  newMember,
  saveCard,
  succeed,
  type Member,
} from './members.js';

const t = useTestApp({ leadCount: 10 });
afterAll(() => assertLedgerInvariants(t.ctx.db));

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. */
const OWASP_ARGON2ID = { memoryKiB: 19_456, passes: 2, lanes: 1 };
const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
const EVIL_ORIGIN = 'https://evil.example';

function post(app: FastifyInstance, path: string, body: object, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers,
    payload: body,
    remoteAddress: freshIp(),
  });
}

describe('passwords are stored with argon2id at or above the OWASP minimum', () => {
  it('for a sign-up, a password reset and the seeded accounts: every stored hash', async () => {
    const email = `argon-${Date.now()}@example.com`;
    await post(t.app, 'auth/sign-up', { name: 'Argon Member', email, is_adult: true, accept_terms: true });
    const verified = await post(t.app, 'auth/verify-email', {
      token: await mailedToken(t, email, 'verify-email'),
      name: 'Argon Member',
      password: 'a-long-password-1',
    });
    expect(verified.statusCode).toBe(200);
    await post(t.app, 'auth/request-password-reset', { email });
    const reset = await post(t.app, 'auth/reset-password', {
      token: await mailedToken(t, email, 'password-reset'),
      password: 'another-long-password-2',
    });
    expect(reset.statusCode).toBe(200);

    const stored = await t.ctx.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    for (const { email: owner, hash } of stored) {
      expect(hash, owner).toMatch(ARGON2ID_HASH);
      const [, memoryKiB, passes, lanes] = ARGON2ID_HASH.exec(hash)!.map(Number);
      expect(memoryKiB, owner).toBeGreaterThanOrEqual(OWASP_ARGON2ID.memoryKiB);
      expect(passes, owner).toBeGreaterThanOrEqual(OWASP_ARGON2ID.passes);
      expect(lanes, owner).toBeGreaterThanOrEqual(OWASP_ARGON2ID.lanes);
    }
  });
});

describe('sessions', () => {
  it('get a new id at login (the old cookie dies) and die at logout', async () => {
    const member = await newMember(t, 'customer', 'rotate');
    const me = (cookie: string) => t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
    expect((await me(member.cookie)).statusCode).toBe(200);

    const login = await post(
      t.app,
      'auth/login',
      { email: member.email, password: MEMBER_PASSWORD },
      { cookie: member.cookie, origin: APP_URL },
    );
    const after = sessionCookieOf(login)!;
    expect(after).toMatch(/^sid=[\w-]{40,}$/);
    expect(after).not.toBe(member.cookie);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);

    const logout = await post(t.app, 'auth/logout', {}, { cookie: after, origin: APP_URL });
    expect(logout.json()).toEqual({ message: MESSAGES.deleted, result: true });
    expect((await me(after)).json()).toMatchObject({ message: MESSAGES.authFailure, result: null });
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
  });
});

describe('cookie-authenticated writes from another site (CSRF)', () => {
  it('are refused with 403 and change nothing; the same requests from our origin succeed', async () => {
    const member = await newMember(t, 'customer', 'csrf');
    await saveCard(t, member);
    await fund(t, member);
    const lead = await createLead(t.ctx, { type: 'exclusive' });
    const saved = await succeed(t, member, 'POST', 'leads/create-saved-search', {
      name: 'Keep',
      filters: {},
    });
    const writes: [string, string, object][] = [
      ['POST', 'api-keys/create-api-key', { name: 'Stolen' }],
      ['POST', 'wallet/create-top-up', { amount: 500 }],
      ['POST', 'leads/buy-exclusive-lead', { lead_id: lead.id }],
      ['DELETE', `leads/delete-saved-search?id=${saved._id}`, {}],
      ['POST', 'webhooks/create-webhook-endpoint', { url: 'http://127.0.0.1:5199/hook' }],
      ['POST', 'auth/logout', {}],
    ];
    const crossSite = [{ origin: EVIL_ORIGIN }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      for (const [method, path, body] of writes) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: `/api/v1/${path}`,
          headers: { cookie: member.cookie, ...headers },
          payload: body,
        });
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toEqual({
          message: MESSAGES.error,
          result: null,
          detail: 'Cross-site request refused.',
        });
      }
    }

    expect(await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, member.id))).toEqual([]);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
    expect(
      await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, member.id)),
    ).toEqual([]);
    expect((await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.buyersCount).toBe(0);
    expect(
      await t.ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, member.id)),
    ).toHaveLength(1);
    for (const [method, path, body] of writes) {
      const response = await call(t, member, method, path.split('?')[0]!, {
        ...(path.includes('?') ? { query: { id: saved._id } } : {}),
        body,
      });
      expect(response.statusCode, path).toBe(200);
    }
  });
});

describe('cookie-authenticated writes through an encoded path (CSRF, issue 15.9)', () => {
  it('are checked on the routed URL: /%61pi/... from another site is refused and cancels nothing', async () => {
    const member = await newMember(t, 'customer', 'csrf-encoded');
    await saveCard(t, member);
    await succeed(t, member, 'POST', 'billing/create-subscription', { plan_id: await basicPlanId() });
    const disguised = [
      '/%61pi/v1/billing/cancel-subscription',
      '/%2561pi/v1/billing/cancel-subscription',
      '/api/v1/billing/%63ancel-subscription',
      '/API/v1/billing/cancel-subscription',
    ];
    const statuses: number[] = [];
    for (const url of disguised) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: member.cookie, origin: EVIL_ORIGIN },
        payload: {},
      });
      statuses.push(response.statusCode);
      expect(response.statusCode, url).not.toBe(200);
    }
    const [subscription] = await rowsOf<{ cancel_at_period_end: boolean }>(
      t.ctx.db,
      sql`select cancel_at_period_end from subscriptions where user_id = ${member.id} and status <> 'canceled'`,
    );
    expect(subscription).toEqual({ cancel_at_period_end: false });
    // The routed one (Fastify decodes %61 to "a") is the CSRF refusal; the others route nowhere.
    expect(statuses[0]).toBe(403);
  });
});

async function basicPlanId(): Promise<string> {
  const plans = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' })).json()
    .result as { _id: string; plan_name: string }[];
  return plans.find((plan) => plan.plan_name === 'Basic')!._id;
}

/** Sends a request as a known and as an unknown email, from fresh addresses: both answers must match. */
async function answersFor(path: string, method: 'POST' | 'PATCH', known: object, unknown: object) {
  const send = (payload: object) =>
    t.app.inject({ method, url: `/api/v1/${path}`, payload, remoteAddress: freshIp() });
  const [a, b] = [await send(known), await send(unknown)];
  return {
    known: { status: a.statusCode, body: a.body, headers: Object.keys(a.headers).sort() },
    unknown: { status: b.statusCode, body: b.body, headers: Object.keys(b.headers).sort() },
  };
}

const signUpBody = (email: string) => ({ name: 'Same Answer', email, is_adult: true, accept_terms: true });

/** Each public form, a request for a known and an unknown email, and its per-address limit (see its route). */
const PUBLIC_FORMS = [
  {
    path: 'auth/login',
    method: 'POST' as const,
    limit: 20,
    known: { email: 'demo@sellersignal.io', password: 'wrong-password-1' },
    unknown: (i: number) => ({ email: `nobody-${i}@example.com`, password: 'wrong-password-1' }),
  },
  {
    path: 'auth/sign-up',
    method: 'POST' as const,
    limit: 10,
    known: signUpBody('demo@sellersignal.io'),
    unknown: (i: number) => signUpBody(`brand-new-${i}-${Date.now()}@example.com`),
  },
  {
    path: 'customers/unsubscribe-newsletter',
    method: 'PATCH' as const,
    limit: 10,
    known: { email: 'investor.news@example.com' },
    unknown: (i: number) => ({ email: `never-subscribed-${i}@example.com` }),
  },
  {
    path: 'affiliator/create-affiliators',
    method: 'POST' as const,
    limit: 10,
    known: { name: 'Marcus Bell', email: 'marcus.bell@example.com' },
    unknown: (i: number) => ({ name: 'New Partner', email: `partner-${i}-${Date.now()}@example.com` }),
  },
];

describe('public forms reveal nothing about who has an account, and are rate-limited', () => {
  it.each(PUBLIC_FORMS.map((f) => [f.path, f] as const))(
    '%s answers a known and an unknown email identically',
    async (_path, form) => {
      const { known, unknown } = await answersFor(form.path, form.method, form.known, form.unknown(0));
      expect(known).toEqual(unknown);
    },
  );

  it.each(PUBLIC_FORMS.map((f) => [`${f.path}: request ${f.limit + 1} from one address`, f] as const))(
    '%s gets 429 with Retry-After',
    async (_name, form) => {
      const address = freshIp();
      const send = (i: number) =>
        t.app.inject({
          method: form.method,
          url: `/api/v1/${form.path}`,
          payload: form.unknown(i + 1),
          remoteAddress: address,
        });
      for (let i = 0; i < form.limit; i++) expect((await send(i)).statusCode).not.toBe(429);
      const limited = await send(form.limit);
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(limited.json().detail).toBe(`Too many attempts. Try again in ${seconds} seconds.`);
    },
  );
});

describe('login attempts on one account', () => {
  it('slow down only the address guessing: the 6th guess from it waits, the owner elsewhere signs in (issue 15.12)', async () => {
    const member = await newMember(t, 'customer', 'guessed');
    const guesser = freshIp();
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: member.email, password: `guess-${i}` },
        remoteAddress: guesser,
      });
    for (let i = 0; i < 5; i++) expect((await guess(i)).statusCode).toBe(401);
    const limited = await guess(5);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await post(t.app, 'auth/login', { email: member.email, password: MEMBER_PASSWORD });
    expect(owner.statusCode).toBe(200);
  });
});

/** Every secret a member is shown once: API keys (before and after rotation), webhook secrets, a GHL token, a feed link. */
async function issueSecrets(app: FastifyInstance, member: Member) {
  const headers = { cookie: member.cookie, origin: APP_URL };
  const ok = async (path: string, body: object = {}) => {
    const response = await post(app, path, body, headers);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response;
  };
  /** An answer that shows a secret must not be kept by any cache. */
  const shown = async (path: string, body: object = {}) => {
    const response = await ok(path, body);
    expect(response.headers['cache-control'], path).toBe('no-store');
    return response.json().result;
  };
  const key = await shown('api-keys/create-api-key', { name: 'Secret test' });
  const pulled = await app.inject({
    url: '/api/v1/leads/get-purchased-premium-leads',
    headers: { 'x-api-key': key.key },
  });
  expect(pulled.statusCode).toBe(200);
  const rotatedKey = await shown('api-keys/rotate-api-key', { id: key._id });
  const hook = await shown('webhooks/create-webhook-endpoint', { url: 'http://127.0.0.1:5199/hook' });
  const rotatedHook = await shown('webhooks/rotate-webhook-secret', { id: hook._id });
  const ghlToken = `pit-${sha256(member.id).slice(0, 32)}`;
  await ok('integrations/connect-go-high-level', {
    private_integration_token: ghlToken,
    location_id: 'Loc12345678',
  });
  const feed = new URL((await shown('integrations/create-csv-feed')).url as string).searchParams.get(
    'token',
  )!;
  return {
    plain: [
      key.key,
      rotatedKey.key,
      hook.secret,
      rotatedHook.secret,
      ghlToken,
      feed,
      member.cookie.slice(4),
    ] as string[],
    keys: [key, rotatedKey] as { key: string; prefix: string; _id: string }[],
    hookId: hook._id as string,
  };
}

describe('API keys and webhook secrets after they are shown once', () => {
  it('never reach the logs, even at trace level', async () => {
    const lines: string[] = [];
    const app = await createApp(t.ctx, {
      logger: loggerOptions('trace', { write: (line) => lines.push(line) }),
    });
    try {
      const member = await newMember(t, 'customer', 'logs');
      const { plain } = await issueSecrets(app, member);
      const text = lines.join('\n');
      expect(text).toContain('api-keys/create-api-key');
      for (const secret of plain) expect(text).not.toContain(secret);
      console.info(
        `[sessions-and-keys] ${lines.length} log lines at trace level, ${plain.length} secrets, none found`,
      );
    } finally {
      await app.close();
    }
  });

  it('are stored only as hashes or encrypted: no text of any row of any table holds them', async () => {
    const member = await newMember(t, 'customer', 'dump');
    const { plain, keys, hookId } = await issueSecrets(t.app, member);
    const tables = await rowsOf<{ name: string }>(
      t.ctx.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { name } of tables) {
      const rows = await rowsOf<{ row: string }>(
        t.ctx.db,
        sql`select row_to_json(r)::text as row from ${sql.identifier(name)} r`,
      );
      dump += rows.map((r) => r.row).join('\n');
    }
    for (const secret of plain) expect(dump).not.toContain(secret);
    for (const key of keys) {
      expect(dump).toContain(sha256(key.key));
      expect(dump).toContain(key.prefix);
    }
    const [hook] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hookId));
    expect(t.ctx.secrets.open(hook!.secretEncrypted)).toBe(plain[3]);
    console.info(
      `[sessions-and-keys] dump of ${tables.length} tables, ${dump.length} characters: no plaintext secret`,
    );
  });

  it('are not in any later answer: lists show key prefixes only and no webhook secret or token', async () => {
    const member = await newMember(t, 'customer', 'lists');
    const { plain, keys } = await issueSecrets(t.app, member);
    const lists = [
      'api-keys/get-api-keys',
      'webhooks/get-webhook-endpoints',
      'integrations/get-integrations',
    ];
    const answers = await Promise.all(lists.map((path) => call(t, member, 'GET', path)));
    for (const answer of answers) for (const secret of plain) expect(answer.body).not.toContain(secret);

    const listed = answers[0]!.json().result as Record<string, unknown>[];
    expect(listed.map((k) => k.prefix).sort()).toEqual(keys.map((k) => k.prefix).sort());
    for (const key of listed)
      expect(Object.keys(key).sort()).toEqual([
        '_id',
        'created_at',
        'last_used_at',
        'name',
        'prefix',
        'revoked_at',
      ]);
    const hooks = answers[1]!.json().result as Record<string, unknown>[];
    for (const hook of hooks) expect(hook).not.toHaveProperty('secret');
  });
});
