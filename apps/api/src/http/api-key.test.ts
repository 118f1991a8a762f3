import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema/index.js';
import { requireApiKeyOwner } from './api-key.js';
import { APP_URL, createCustomer, sessionFor, useTestApp } from '../../test/helpers.js';

/**
 * The pull API trusts a verified key for a few seconds (issue 8, CPU per request); revoking,
 * rotating or deleting the account must still stop the key on the very next call.
 */
const t = useTestApp({ leadCount: 10 });
const PULL_URL = '/api/v1/leads/get-purchased-premium-leads';
const CUSTOMER_PASSWORD = 'customer-password-1';

async function keyHolder(email: string) {
  const { user, apiKey } = await createCustomer(t.ctx, { email, withApiKey: true });
  const cookie = await sessionFor(t.ctx, user.id);
  const [key] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id));
  return { user, apiKey: apiKey!, keyId: key!.id, headers: { cookie, origin: APP_URL } };
}

const pull = (apiKey: string) => t.app.inject({ url: PULL_URL, headers: { 'x-api-key': apiKey } });

describe('verified API keys', () => {
  it('a revoked key is refused on the next call, although it was just verified', async () => {
    const holder = await keyHolder('revoke-cache@example.com');
    expect((await pull(holder.apiKey)).statusCode).toBe(200);
    expect((await pull(holder.apiKey)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys/revoke-api-key',
      headers: holder.headers,
      payload: { id: holder.keyId },
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await pull(holder.apiKey);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('The API key is not valid.');
  });

  it('rotating stops the old key at once and the new one works', async () => {
    const holder = await keyHolder('rotate-cache@example.com');
    expect((await pull(holder.apiKey)).statusCode).toBe(200);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys/rotate-api-key',
      headers: holder.headers,
      payload: { id: holder.keyId },
    });
    expect(rotated.statusCode).toBe(200);
    expect((await pull(holder.apiKey)).statusCode).toBe(401);
    expect((await pull(rotated.json().result.key)).statusCode).toBe(200);
  });

  it('deleting the account stops its key at once', async () => {
    const holder = await keyHolder('delete-cache@example.com');
    expect((await pull(holder.apiKey)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/delete-account',
      headers: holder.headers,
      payload: { password: CUSTOMER_PASSWORD, confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await pull(holder.apiKey)).statusCode).toBe(401);
  });

  it('answers a key verified moments ago without a promise, and still refuses a malformed one', async () => {
    const holder = await keyHolder('steady-cache@example.com');
    const request = (key: string) => ({ headers: { 'x-api-key': key } }) as never;
    const first = requireApiKeyOwner(t.ctx, request(holder.apiKey));
    expect(first).toBeInstanceOf(Promise);
    const owner = await first;
    expect(owner.userId).toBe(holder.user.id);
    expect(requireApiKeyOwner(t.ctx, request(holder.apiKey))).toEqual(owner);
    await expect(async () => requireApiKeyOwner(t.ctx, request(`${holder.apiKey}x`))).rejects.toThrow(
      'The API key is not valid.',
    );
    await expect(async () => requireApiKeyOwner(t.ctx, request(''))).rejects.toThrow(
      'Send your API key in the x-api-key header.',
    );
  });

  it('still records the last use at most once a minute while the key is cached', async () => {
    const holder = await keyHolder('last-used-cache@example.com');
    const lastUsed = async () =>
      (await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, holder.keyId)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await pull(holder.apiKey);
    const first = await lastUsed();
    expect(first?.toISOString()).toBe(t.clock.now().toISOString());
    t.clock.advance(30_000);
    await pull(holder.apiKey);
    expect((await lastUsed())?.toISOString()).toBe(first?.toISOString());
    t.clock.advance(31_000);
    await pull(holder.apiKey);
    expect((await lastUsed())?.toISOString()).toBe(t.clock.now().toISOString());
  });
});
