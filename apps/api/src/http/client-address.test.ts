import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { useTestApp } from '../../test/helpers.js';

/**
 * Issue 15.11: behind a load balancer the client's address comes from X-Forwarded-For, but only
 * the hops our own proxies added. A client writing its own left-most entry must not choose the
 * address its rate limits are counted by.
 */
const t = useTestApp({ leadCount: 5 });

describe('TRUST_PROXY', () => {
  it('takes a hop count, proxy addresses or CIDR ranges, and nothing by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
  });

  it('refuses true (it would believe the client) and anything it cannot read, saying what to give', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/give the number of proxies in front/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.300' })).toThrow(/not understood: 10\.0\.0\.300/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/not understood: 10\.0\.0\.0\/40/);
  });
});

/** 21 logins through one proxy, each claiming a new address of its own in front of the proxy's entry. */
async function spoofedLogins(app: FastifyInstance, realClient: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${realClient}` },
      payload: { email: `nobody-${i}@example.com`, password: 'wrong-password-1' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe.each([
  ['one hop (TRUST_PROXY=1)', '1', '203.0.113.7'],
  ['the proxy by address (TRUST_PROXY=127.0.0.1)', '127.0.0.1', '203.0.113.8'],
])('behind %s', (_name, setting, realClient) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp(t.ctx, { trustProxy: loadEnv({ TRUST_PROXY: setting }).TRUST_PROXY });
  });
  afterAll(() => app.close());

  it('counts the per-address login limit (20) by the address the proxy saw, whatever the client wrote', async () => {
    const statuses = await spoofedLogins(app, realClient);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
