import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, pendingSignUps, sessions, users } from '../../db/schema/index.js';
import { ARGON2_OPTIONS } from '../../lib/passwords.js';
import {
  APP_URL,
  DEMO_PASSWORD,
  freshIp,
  loginAs,
  sessionCookieOf,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });

const signUpBody = (email: string) => ({
  name: 'Riley Investor',
  email,
  password: 'a-long-password-1',
  is_adult: true,
  accept_terms: true,
});

async function latestMailTo(email: string) {
  const [mail] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return mail;
}

describe('sign-up with email confirmation', () => {
  it('emails a confirmation link, and the link creates the account and signs it in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: signUpBody('riley@example.com'),
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Data added successfully', result: { email_sent: true } });
    expect(sessionCookieOf(response)).toBeUndefined();

    const mail = await latestMailTo('riley@example.com');
    expect(mail?.template).toBe('verify-email');
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    expect(mail!.body).toContain(`${APP_URL}/verify-email?token=`);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token },
      remoteAddress: freshIp(),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Authentication Successful!',
      result: { email: 'riley@example.com', role: 'customer', purchase_planid: null },
    });
    const cookie = sessionCookieOf(verified)!;
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.json().result.name).toBe('Riley Investor');

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token },
      remoteAddress: freshIp(),
    });
    expect(reused.statusCode).toBe(400);
  });

  it('answers a sign-up with a registered email exactly like a new one, and creates nothing', async () => {
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: signUpBody('brand-new@example.com'),
      remoteAddress: freshIp(),
    });
    const existing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: signUpBody('demo@sellersignal.io'),
      remoteAddress: freshIp(),
    });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body).toBe(fresh.body);
    expect(Object.keys(existing.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(
      await t.ctx.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, 'demo@sellersignal.io')),
    ).toHaveLength(0);
    expect((await latestMailTo('demo@sellersignal.io'))?.template).toBe('sign-up-existing-account');
  });

  it('requires the 18+ confirmation and the terms, and names each bad field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { name: '', email: 'x', password: 'short', is_adult: false },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.email',
        'body.password',
        'body.is_adult',
        'body.accept_terms',
      ]),
    );
    expect(response.json().errors.find((e: { path: string }) => e.path === 'body.is_adult').message).toBe(
      'You must confirm that you are 18 or older',
    );
  });

  it('accepts the WELCOME50 promo code and rejects an unknown one', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { ...signUpBody('promo@example.com'), promo_code: 'welcome50' },
      remoteAddress: freshIp(),
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { ...signUpBody('promo2@example.com'), promo_code: 'FREE100' },
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'body.promo_code', message: 'This promo code is not valid' }]);
  });
});

describe('login, logout and the current user', () => {
  it('answers an unknown email and a wrong password identically', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever-1' },
      remoteAddress: freshIp(),
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'demo@sellersignal.io', password: 'wrong-password' },
      remoteAddress: freshIp(),
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      message: 'Login Unsuccessful!',
      result: null,
      detail: 'The email or password is incorrect.',
    });
  });

  it('sets an httpOnly SameSite=Lax cookie, rotates the session id at login and kills it at logout', async () => {
    const first = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'demo@sellersignal.io', password: DEMO_PASSWORD },
      headers: { cookie: first, origin: 'http://localhost:80' },
      remoteAddress: freshIp(),
    });
    const raw = String(response.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const second = sessionCookieOf(response)!;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: first } })).statusCode).toBe(401);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: second },
    });
    expect(logout.json()).toEqual({ message: 'Data deleted successfully', result: true });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: second } })).statusCode).toBe(
      401,
    );
  });

  it('stores passwords with argon2id at or above the OWASP minimum, never in clear', async () => {
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    const [demo] = await t.ctx.db.select().from(users).where(eq(users.email, 'demo@sellersignal.io'));
    expect(demo!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.ctx.db.select().from(sessions);
    for (const s of stored) expect(s.idHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a cookie-authenticated write from another origin (CSRF)', async () => {
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('rate-limits login attempts on one account', async () => {
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'target@example.com', password: `guess-${i}` },
        remoteAddress: freshIp(),
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
  });
});
