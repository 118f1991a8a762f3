import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { leadPurchases, outboxMessages, payments, users, walletEntries } from '../../db/schema/index.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  fundWallet,
  freshIp,
  loginAs,
  sessionCookieOf,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });

async function tokenMailedTo(email: string, template: string) {
  const [mail] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.createdAt));
  expect(mail?.template).toBe(template);
  return /token=([\w-]+)/.exec(mail!.body)![1]!;
}

describe('password reset by emailed link', () => {
  it('answers known and unknown emails the same; the link sets a new password and ends other sessions', async () => {
    await createCustomer(t.ctx, { email: 'forgetful@example.com', password: 'old-password-1' });
    const oldSession = await loginAs(t.app, 'forgetful@example.com', 'old-password-1');
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: 'forgetful@example.com' },
      remoteAddress: freshIp(),
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: 'nobody-here@example.com' },
      remoteAddress: freshIp(),
    });
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'Data added successfully', result: { email_sent: true } });
    const token = await tokenMailedTo('forgetful@example.com', 'password-reset');

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'short' },
      remoteAddress: freshIp(),
    });
    expect(weak.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'new-password-12' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect(sessionCookieOf(reset)).toBeDefined();
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: oldSession } })).statusCode).toBe(
      401,
    );
    await loginAs(t.app, 'forgetful@example.com', 'new-password-12');
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'another-password-1' },
      remoteAddress: freshIp(),
    });
    expect(reused.statusCode).toBe(400);
  });
});

describe('email change', () => {
  it('needs the password, is confirmed from the new address, and reveals nothing about taken addresses', async () => {
    const { user } = await createCustomer(t.ctx, {
      email: 'mover@example.com',
      password: 'mover-password-1',
    });
    const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-email-change',
      headers,
      payload: { new_email: 'moved@example.com', password: 'nope' },
      remoteAddress: freshIp(),
    });
    expect(wrong.statusCode).toBe(400);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-email-change',
      headers,
      payload: { new_email: 'demo@sellersignal.io', password: 'mover-password-1' },
      remoteAddress: freshIp(),
    });
    const free = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-email-change',
      headers,
      payload: { new_email: 'moved@example.com', password: 'mover-password-1' },
      remoteAddress: freshIp(),
    });
    expect(taken.body).toBe(free.body);
    const token = await tokenMailedTo('moved@example.com', 'email-change');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/confirm-email-change',
      payload: { token },
      remoteAddress: freshIp(),
    });
    expect(confirmed.json()).toEqual({ message: 'Data edited successfully', result: true });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('moved@example.com');
  });
});

describe('account deletion', () => {
  it('removes the person and their access, and keeps the business records', async () => {
    const { user, apiKey } = await createCustomer(t.ctx, {
      email: 'leaving@example.com',
      password: 'leaving-password-1',
      withApiKey: true,
    });
    await fundWallet(t.ctx, user.id, 9_000);
    const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 4_000 });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/buy-exclusive-lead',
      headers,
      payload: { lead_id: lead.id },
    });

    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/delete-account',
      headers,
      payload: { password: 'leaving-password-1', confirm: 'yes' },
      remoteAddress: freshIp(),
    });
    expect(unconfirmed.statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/delete-account',
      headers,
      payload: { password: 'leaving-password-1', confirm: 'DELETE' },
      remoteAddress: freshIp(),
    });
    expect(deleted.json()).toEqual({ message: 'Data deleted successfully', result: true });

    expect((await t.app.inject({ url: '/api/v1/auth/me', headers })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/leads/get-purchased-premium-leads',
          headers: { 'x-api-key': apiKey! },
        })
      ).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'leaving@example.com', password: 'leaving-password-1' },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Deleted member', email: `deleted+${user.id}@invalid` });
    expect(await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.userId, user.id))).toHaveLength(
      1,
    );
    expect(await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id))).toHaveLength(
      2,
    );
  });
});

describe('Stripe webhooks (billing/stripe-webhook)', () => {
  const secret = 'whsec_test_secret_for_webhooks';

  it('credits a top-up that Stripe confirms later, exactly once per event id, and refuses bad signatures', async () => {
    t.ctx.stripeWebhookSecret = secret;
    const { user } = await createCustomer(t.ctx, { email: 'threeds@example.com' });
    const [payment] = await t.ctx.db
      .insert(payments)
      .values({
        userId: user.id,
        kind: 'topup',
        amountCents: 12_000,
        status: 'pending',
        provider: 'stripe',
        providerPaymentId: 'pi_3ds_1',
      })
      .returning();
    const event = {
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_3ds_1', object: 'payment_intent', metadata: { payment_id: payment!.id } } },
    };
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const send = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/billing/stripe-webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      });

    expect((await send(payload)).statusCode).toBe(400);
    expect((await send(payload.replace('succeeded', 'payment_failed'), header)).statusCode).toBe(400);
    const first = await send(payload, header);
    expect(first.json().result).toEqual({ received: true, outcome: 'applied' });
    const second = await send(payload, header);
    expect(second.json().result).toEqual({ received: true, outcome: 'duplicate' });
    const entries = await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id));
    expect(entries.map((e) => e.amountCents)).toEqual([12_000]);
    t.ctx.stripeWebhookSecret = null;
  });
});
