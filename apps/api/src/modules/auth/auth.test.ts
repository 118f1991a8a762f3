import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, pendingSignUps, plans, sessions, users } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { ARGON2_OPTIONS } from '../../lib/passwords.js';
import {
  APP_URL,
  createCustomer,
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

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload, remoteAddress: freshIp() });

async function signUpToken(email: string, body: object = signUpBody(email)) {
  expect((await post('auth/sign-up', body)).statusCode).toBe(200);
  const mail = await latestMailTo(email);
  expect(mail?.template).toBe('verify-email');
  return /token=([\w-]+)/.exec(mail!.body)![1]!;
}

describe('sign-up from a pricing card (issue 20.6)', () => {
  it('carries the chosen plan to the confirmation page, and drops a plan that is not sold online', async () => {
    const [pro] = await t.ctx.db
      .select()
      .from(plans)
      .where(and(eq(plans.name, 'Pro'), eq(plans.occurrence, 'monthly')));
    const [enterprise] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Enterprise')).limit(1);
    const chosen = await signUpToken('chose-pro@example.com', {
      ...signUpBody('chose-pro@example.com'),
      plan_id: pro!.id,
    });
    expect((await post('auth/get-pending-sign-up', { token: chosen })).json().result.plan_id).toBe(pro!.id);
    const custom = await signUpToken('chose-custom@example.com', {
      ...signUpBody('chose-custom@example.com'),
      plan_id: enterprise!.id,
    });
    expect((await post('auth/get-pending-sign-up', { token: custom })).json().result.plan_id).toBeNull();
    const malformed = await post('auth/sign-up', { ...signUpBody('chose-bad@example.com'), plan_id: 'pro' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ path: 'body.plan_id', message: 'plan_id must be a plan id' }]);
  });
});

describe('sign-up with email confirmation', () => {
  it('emails a link; the person who opens it sees the email, chooses the password, and is signed in', async () => {
    const response = await post('auth/sign-up', signUpBody('riley@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Data added successfully', result: { email_sent: true } });
    expect(sessionCookieOf(response)).toBeUndefined();

    const mail = await latestMailTo('riley@example.com');
    expect(mail?.template).toBe('verify-email');
    expect(mail!.body).toContain(`${APP_URL}/verify-email?token=`);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;

    const pending = await post('auth/get-pending-sign-up', { token });
    expect(pending.json()).toEqual({
      message: 'Data fetched successfully',
      result: { email: 'riley@example.com', name: 'Riley Investor', plan_id: null },
    });
    const short = await post('auth/verify-email', { token, name: 'Riley Investor', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'body.password', message: 'Password must be at least 10 characters' },
    ]);

    const verified = await post('auth/verify-email', {
      token,
      name: 'Riley Q. Investor',
      password: 'rileys-own-password-1',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Authentication Successful!',
      result: { email: 'riley@example.com', role: 'customer', purchase_planid: null },
    });
    const cookie = sessionCookieOf(verified)!;
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.json().result.name).toBe('Riley Q. Investor');
    await loginAs(t.app, 'riley@example.com', 'rileys-own-password-1');

    const reused = await post('auth/verify-email', { token, name: 'Again', password: 'another-password-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe(
      'This confirmation link has expired or was already used. Please sign up again.',
    );
  });

  it('takes no password at sign-up: nothing typed before the link is opened can ever sign in (issue 15.7)', async () => {
    const withPassword = await post('auth/sign-up', {
      ...signUpBody('planted@example.com'),
      password: 'attackers-password-1',
    });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().errors).toEqual([{ path: 'body', message: 'Unknown field: password' }]);
    expect(
      await t.ctx.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, 'planted@example.com')),
    ).toEqual([]);
  });

  it('puts none of the words typed at sign-up into the mail to the unconfirmed address (issue 15.8)', async () => {
    await signUpToken('words@example.com', {
      ...signUpBody('words@example.com'),
      name: 'Claim your $500 prize at evil.example',
    });
    const mail = await latestMailTo('words@example.com');
    expect(mail!.body).not.toContain('evil.example');
    expect(mail!.subject).not.toContain('evil.example');
  });

  it('refuses a link whose email has an account by now, and signs nobody in to it', async () => {
    const first = await signUpToken('twice@example.com');
    const second = await signUpToken('twice@example.com');
    expect(
      (await post('auth/verify-email', { token: first, name: 'Owner', password: 'owners-password-1' }))
        .statusCode,
    ).toBe(200);
    const late = await post('auth/verify-email', {
      token: second,
      name: 'Late',
      password: 'late-password-12',
    });
    expect(late.statusCode).toBe(400);
    expect(sessionCookieOf(late)).toBeUndefined();

    await createCustomer(t.ctx, { email: 'registered-since@example.com', password: 'owners-password-1' });
    const [row] = await t.ctx.db
      .insert(pendingSignUps)
      .values({
        tokenHash: sha256('old-link-token'),
        email: 'registered-since@example.com',
        name: 'Old link',
        expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
      })
      .returning();
    expect(row).toBeDefined();
    const peek = await post('auth/get-pending-sign-up', { token: 'old-link-token' });
    expect(peek.statusCode).toBe(400);
    expect(peek.json().errors).toEqual([
      { path: 'body.token', message: 'This email already has an account' },
    ]);
    const taken = await post('auth/verify-email', {
      token: 'old-link-token',
      name: 'Taker',
      password: 'takers-password-1',
    });
    expect(taken.statusCode).toBe(400);
    expect(sessionCookieOf(taken)).toBeUndefined();
    const login = await post('auth/login', {
      email: 'registered-since@example.com',
      password: 'takers-password-1',
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers an expired link with a clear 400', async () => {
    const token = await signUpToken('slow@example.com');
    t.clock.advance(49 * 3_600_000);
    const expired = await post('auth/get-pending-sign-up', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual([
      { path: 'body.token', message: 'This confirmation link has expired or was already used' },
    ]);
  });

  it('answers a sign-up with a registered email exactly like a new one, and creates no account', async () => {
    const fresh = await post('auth/sign-up', signUpBody('brand-new@example.com'));
    const existing = await post('auth/sign-up', signUpBody('demo@sellersignal.io'));
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body).toBe(fresh.body);
    expect(Object.keys(existing.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'demo@sellersignal.io'))).toHaveLength(
      1,
    );
    const mail = await latestMailTo('demo@sellersignal.io');
    expect(mail?.template).toBe('sign-up-existing-account');
    expect(mail!.body).not.toContain('token=');
  });

  it('sends at most 3 sign-up mails an hour to one address, and answers the same after', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post('auth/sign-up', signUpBody('flooded@example.com'))).body);
    expect(new Set(answers).size).toBe(1);
    const mails = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'flooded@example.com'));
    expect(mails).toHaveLength(3);
    t.clock.advance(3_600_000);
    await post('auth/sign-up', signUpBody('flooded@example.com'));
    expect(
      await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'flooded@example.com')),
    ).toHaveLength(4);
  });

  it('requires the 18+ confirmation and the terms, and names each bad field', async () => {
    const response = await post('auth/sign-up', { name: '', email: 'x', is_adult: false });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.name', 'body.email', 'body.is_adult', 'body.accept_terms']),
    );
    expect(response.json().errors.find((e: { path: string }) => e.path === 'body.is_adult').message).toBe(
      'You must confirm that you are 18 or older',
    );
  });

  it('accepts the WELCOME50 promo code and rejects an unknown one', async () => {
    const ok = await post('auth/sign-up', { ...signUpBody('promo@example.com'), promo_code: 'welcome50' });
    expect(ok.statusCode).toBe(200);
    const bad = await post('auth/sign-up', { ...signUpBody('promo2@example.com'), promo_code: 'FREE100' });
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

  it('slows wrong passwords down per email and network with growing waits, never locking the owner out (issue 15.12)', async () => {
    await createCustomer(t.ctx, { email: 'guarded@example.com', password: 'guarded-password-1' });
    const attacker = freshIp();
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'guarded@example.com', password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`, attacker)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const slowed = await attempt(`guess-x${i}`, attacker);
      expect(slowed.statusCode).toBe(429);
      const seconds = Number(slowed.headers['retry-after']);
      expect(slowed.json().detail).toBe(
        `Too many wrong passwords for this email from your network. Try again in ${seconds} seconds, or reset your password.`,
      );
      waits.push(seconds);
      t.clock.advance(seconds * 1000);
      expect((await attempt(`guess-y${i}`, attacker)).statusCode).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    // Even while the attacker must wait, the owner signs in from elsewhere at once.
    expect((await attempt('guarded-password-1', freshIp())).statusCode).toBe(200);
  });
});
