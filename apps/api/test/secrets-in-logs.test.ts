import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { loggerOptions } from '../src/http/logger.js';
import { PULL_API_LIMIT } from '../src/modules/purchases/pull-api.routes.js';
import { describeSeededDemo } from '../src/seed/seed-notice.js';
import {
  ADMIN_PASSWORD,
  APP_URL,
  DEMO_API_KEY,
  DEMO_PASSWORD,
  createCustomer,
  loginAs,
  sessionFor,
  useTestApp,
} from './helpers.js';

const t = useTestApp({ leadCount: 10 });

describe('secrets never reach the logs', () => {
  it('redacts API keys, cookies and feed tokens from request logs', async () => {
    const lines: string[] = [];
    const app = await createApp(t.ctx, {
      // Request lines are debug-level (lib/logger.ts RequestLogController).
      logger: loggerOptions('debug', { write: (line) => lines.push(line) }),
    });
    try {
      const { user } = await createCustomer(t.ctx, { email: 'logs@example.com' });
      const cookie = await sessionFor(t.ctx, user.id);
      const feed = (
        await app.inject({
          method: 'POST',
          url: '/api/v1/integrations/create-csv-feed',
          headers: { cookie, origin: APP_URL },
        })
      ).json().result.url as string;
      const token = new URL(feed).searchParams.get('token')!;
      await app.inject({ url: new URL(feed).pathname + new URL(feed).search });
      await app.inject({
        url: '/api/v1/leads/get-purchased-premium-leads',
        headers: { 'x-api-key': DEMO_API_KEY },
      });
      const session = await loginAs(app, 'demo@sellersignal.io', DEMO_PASSWORD);
      const text = lines.join('\n');
      expect(text).toContain('/api/v1/feeds/purchased-leads.csv?token=[redacted]');
      for (const secret of [token, DEMO_API_KEY, session.slice(4), cookie.slice(4), DEMO_PASSWORD])
        expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('the pull API is rate-limited per customer', () => {
  it(`answers 429 with Retry-After after ${PULL_API_LIMIT.max} calls a minute`, async () => {
    const { apiKey } = await createCustomer(t.ctx, { email: 'poller@example.com', withApiKey: true });
    let last;
    for (let i = 0; i <= PULL_API_LIMIT.max; i++)
      last = await t.app.inject({
        url: '/api/v1/leads/get-purchased-premium-leads',
        headers: { 'x-api-key': apiKey! },
      });
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/leads/get-purchased-premium-leads',
          headers: { 'x-api-key': DEMO_API_KEY },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a second API key is not a second allowance (issue 15.14)', () => {
  it(`refuses the customer after ${PULL_API_LIMIT.max} calls a minute spread over two keys`, async () => {
    const { user, apiKey: first } = await createCustomer(t.ctx, {
      email: 'two-keys@example.com',
      withApiKey: true,
    });
    const cookie = await sessionFor(t.ctx, user.id);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys/create-api-key',
        headers: { cookie, origin: APP_URL },
        payload: { name: 'second' },
      })
    ).json().result.key as string;
    const statuses: number[] = [];
    for (let i = 0; i <= PULL_API_LIMIT.max; i++) {
      const response = await t.app.inject({
        url: '/api/v1/leads/get-purchased-premium-leads',
        headers: { 'x-api-key': i % 2 === 0 ? first! : second },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(PULL_API_LIMIT.max);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a production start-up never logs demo credentials', () => {
  it('seeds demo data in production only when SEED_DEMO asks for it', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('names the demo members and the settings that choose their credentials, not the credentials', () => {
    const production = describeSeededDemo(t.seed, { isProduction: true });
    expect(production).toContain('Demo customer: demo@sellersignal.io');
    expect(production).toContain('SEED_DEMO_PASSWORD');
    for (const secret of [DEMO_PASSWORD, ADMIN_PASSWORD, DEMO_API_KEY])
      expect(production).not.toContain(secret);
    // In development they are shown, once: nobody could sign in to a fresh install otherwise.
    const development = describeSeededDemo(t.seed, { isProduction: false });
    for (const secret of [DEMO_PASSWORD, ADMIN_PASSWORD, DEMO_API_KEY]) expect(development).toContain(secret);
  });
});
