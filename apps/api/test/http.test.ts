import { ENDPOINTS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { freshIp, useTestApp } from './helpers.js';

const t = useTestApp({ leadCount: 10 });

describe('HTTP behaviour shared by every endpoint', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/v1/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ message: 'No such data', result: null });
  });

  it('sends security headers and no x-powered-by, on errors too', async () => {
    for (const url of [
      '/api/v1/plan/getplans',
      '/api/v1/does-not-exist',
      '/api/v1/plan/getplans?plan_occurance=x',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('rejects malformed JSON, prototype pollution, wrong content types and oversized bodies with a 4xx', async () => {
    const url = '/api/v1/affiliator/create-affiliators';
    const malformed = await t.app.inject({
      method: 'POST',
      url,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'Failed to add data',
      errors: [{ path: 'body', message: 'Malformed JSON' }],
    });

    const proto = await t.app.inject({
      method: 'POST',
      url,
      payload: '{"name":"a","email":"a@b.co","__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

    const text = await t.app.inject({
      method: 'POST',
      url,
      payload: 'name=a',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: freshIp(),
    });
    expect(text.statusCode).toBe(415);

    const huge = await t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify({ name: 'a'.repeat(400_000), email: 'a@b.co' }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(huge.statusCode).toBe(413);

    const wrongTypes = await t.app.inject({
      method: 'POST',
      url,
      payload: { name: ['x'], email: { a: 1 } },
      remoteAddress: freshIp(),
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'body.name',
      'body.email',
    ]);

    const noBody = await t.app.inject({ method: 'POST', url, remoteAddress: freshIp() });
    expect(noBody.statusCode).toBe(400);
  });

  it('never answers a 5xx or leaks internals for hostile query values', async () => {
    const hostile = ["' OR 1=1 --", '%00', 'a'.repeat(5000), '{"$gt":""}', '1e309'];
    for (const value of hostile) {
      for (const param of ['state', 'city', 'zip', 'page', 'limit', 'lat']) {
        const response = await t.app.inject({
          url: `/api/v1/leads/get-marketplace-leads-unauthorized?${param}=${encodeURIComponent(value)}`,
        });
        expect(response.statusCode, `${param}=${value.slice(0, 20)}`).toBeLessThan(500);
        expect(response.body).not.toMatch(/stack|at \/|syntax error|relation "/i);
      }
    }
  });

  it('publishes an OpenAPI 3.1 document generated from the contracts, covering every endpoint', async () => {
    const response = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of ENDPOINTS) {
      expect(doc.paths[`/${endpoint.path}`]?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined();
    }
    const pull = doc.paths['/leads/get-purchased-premium-leads'].get;
    expect(pull.security).toEqual([{ apiKey: [] }]);
    expect(doc.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
    expect(pull.parameters.map((p: { name: string }) => p.name)).toEqual([
      'page',
      'limit',
      'lead_type',
      'state',
      'since',
      'cursor',
    ]);
  });
});
