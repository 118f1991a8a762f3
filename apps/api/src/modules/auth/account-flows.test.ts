import { changeName, changePassword, getCurrentUser, login, resendSignUpLink, signUp } from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, sessions } from '../../db/schema/index.js';
import {
  APP_URL,
  callEndpoint,
  createCustomer,
  freshIp,
  sessionCookieOf,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';
import { SIGN_UP_NOT_CONFIRMED } from './auth.service.js';

// Issue 17.3: the account flows a person needs.
const t = useTestApp({ leadCount: 5 });

const mailsTo = (email: string, template: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.createdAt));

const logIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${login.path}`,
    payload: { email, password },
    remoteAddress: freshIp(),
  });

describe('logging in before the sign-up is confirmed', () => {
  it('says the email is not confirmed (not "password incorrect"), and the link can be sent again', async () => {
    const email = 'waiting@example.com';
    const signedUp = await callEndpoint(t, signUp, {
      body: { name: 'Wendy Waits', email, is_adult: true, accept_terms: true },
    });
    expect(signedUp.statusCode).toBe(200);
    const [firstMail] = await mailsTo(email, 'verify-email');
    const firstToken = /token=([\w-]+)/.exec(firstMail!.body)![1]!;

    const early = await logIn(email, 'any-password-1');
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toBe(SIGN_UP_NOT_CONFIRMED);
    // An email nobody signed up with still hears the usual answer.
    const stranger = await logIn('nobody-here@example.com', 'any-password-1');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().detail).toBe('The email or password is incorrect.');

    const resent = await callEndpoint(t, resendSignUpLink, { body: { email } });
    expect(resent.json()).toEqual({ message: 'Data added successfully', result: { email_sent: true } });
    const mails = await mailsTo(email, 'verify-email');
    expect(mails).toHaveLength(2);
    const newToken = /token=([\w-]+)/.exec(mails[0]!.body)![1]!;
    expect(newToken).not.toBe(firstToken);
    // The old link stops working; the new one creates the account.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: firstToken, name: 'Wendy Waits', password: 'chosen-password-1' },
    });
    expect(old.statusCode).toBe(400);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: newToken, name: 'Wendy Waits', password: 'chosen-password-1' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await logIn(email, 'chosen-password-1')).statusCode).toBe(200);
  });

  it('answers the same for an address with nothing waiting, and sends at most 3 sign-up mails an hour', async () => {
    const nothing = await callEndpoint(t, resendSignUpLink, {
      body: { email: 'never-signed-up@example.com' },
    });
    expect(nothing.json()).toEqual({ message: 'Data added successfully', result: { email_sent: true } });
    expect(await mailsTo('never-signed-up@example.com', 'verify-email')).toHaveLength(0);

    const email = 'resend-often@example.com';
    await callEndpoint(t, signUp, {
      body: { name: 'Rita Resend', email, is_adult: true, accept_terms: true },
    });
    for (let i = 0; i < 4; i += 1) {
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${resendSignUpLink.path}`,
        payload: { email },
        remoteAddress: freshIp(),
      });
      expect(again.statusCode).toBe(200);
    }
    expect(await mailsTo(email, 'verify-email')).toHaveLength(3);
  });
});

describe('changing the password', () => {
  it('needs the current password, ends every other session, keeps this one, and mails the member', async () => {
    const { user } = await createCustomer(t.ctx, {
      email: 'changer@example.com',
      password: 'old-password-1',
    });
    const here = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const elsewhere = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };

    const wrong = await callEndpoint(t, changePassword, {
      body: { current_password: 'not-my-password', new_password: 'new-password-12' },
      headers: here,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'body.current_password', message: 'The current password is incorrect' },
    ]);
    const short = await callEndpoint(t, changePassword, {
      body: { current_password: 'old-password-1', new_password: 'short' },
      headers: here,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({
      path: 'body.new_password',
      message: 'Password must be at least 10 characters',
    });

    const changed = await callEndpoint(t, changePassword, {
      body: { current_password: 'old-password-1', new_password: 'new-password-12' },
      headers: here,
    });
    expect(changed.json()).toEqual({
      message: 'Data edited successfully',
      result: { other_sessions_ended: 1 },
    });
    expect((await callEndpoint(t, getCurrentUser, { headers: here })).statusCode).toBe(200);
    expect((await callEndpoint(t, getCurrentUser, { headers: elsewhere })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect((await logIn('changer@example.com', 'old-password-1')).statusCode).toBe(401);
    const loggedIn = await logIn('changer@example.com', 'new-password-12');
    expect(loggedIn.statusCode).toBe(200);
    expect(sessionCookieOf(loggedIn)).toBeDefined();
    const [mail] = await mailsTo('changer@example.com', 'password-changed');
    expect(mail!.subject).toBe('Your SellerSignal password was changed');
    expect(mail!.body).toContain('every other device was signed out');
  });

  it('refuses the current password as the new one', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'same@example.com', password: 'same-password-1' });
    const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const same = await callEndpoint(t, changePassword, {
      body: { current_password: 'same-password-1', new_password: 'same-password-1' },
      headers,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].message).toBe('Choose a password other than the current one');
  });
});

describe('changing the name', () => {
  it('changes it, trims it, and refuses an empty one', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'renamed@example.com' });
    const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const renamed = await callEndpoint(t, changeName, { body: { name: '  Jordan Price  ' }, headers });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().result).toMatchObject({ name: 'Jordan Price', email: 'renamed@example.com' });
    expect((await callEndpoint(t, getCurrentUser, { headers })).json().result.name).toBe('Jordan Price');
    const empty = await callEndpoint(t, changeName, { body: { name: '   ' }, headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('body.name');
    const anonymous = await callEndpoint(t, changeName, { body: { name: 'Nobody' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
