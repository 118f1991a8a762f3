import { and, desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  integrations,
  leadPurchases,
  outboxMessages,
  payments,
  pipelineNotes,
  pipelineStatusChanges,
  users,
  walletEntries,
  webhookEndpoints,
} from '../../db/schema/index.js';
import { requestEmailChange, requestPasswordReset } from './account.service.js';
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
    expect(confirmed.json()).toEqual({
      message: 'Data edited successfully',
      result: {
        email: 'moved@example.com',
        revoked_access: { api_keys: 0, webhook_endpoints: 0, integrations: 0 },
      },
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('moved@example.com');
  });
});

/** A member with one of everything that reaches their leads without a password, made through the API. */
async function memberWithAccess(email: string, password: string) {
  const { user } = await createCustomer(t.ctx, { email, password });
  const cookie = await loginAs(t.app, email, password);
  const headers = { cookie, origin: APP_URL };
  const ok = async (path: string, payload: object = {}) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers, payload });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json().result;
  };
  const apiKey: string = (await ok('api-keys/create-api-key', { name: 'Planted key' })).key;
  await ok('webhooks/create-webhook-endpoint', { url: 'http://127.0.0.1:5199/planted' });
  await ok('integrations/connect-go-high-level', {
    private_integration_token: 'pit-planted-token-1234567890',
    location_id: 'Loc12345678',
  });
  await ok('integrations/connect-google-sheet', {
    spreadsheet_url: 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit',
    sheet_name: 'Leads',
  });
  const feed = new URL((await ok('integrations/create-csv-feed')).url as string);
  const otherSession = await loginAs(t.app, email, password);
  return { user, cookie, apiKey, feed, otherSession };
}

/** What still works after the change: every check is one that the planter could have used. */
async function accessThatStillWorks(access: Awaited<ReturnType<typeof memberWithAccess>>) {
  const { user, apiKey, feed, otherSession } = access;
  const pulled = await t.app.inject({
    url: '/api/v1/leads/get-purchased-premium-leads',
    headers: { 'x-api-key': apiKey },
  });
  const fed = await t.app.inject({ url: `${feed.pathname}${feed.search}` });
  const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: otherSession } });
  const hooks = await t.ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, user.id), eq(webhookEndpoints.isEnabled, true)));
  const connections = await t.ctx.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.userId, user.id), eq(integrations.isEnabled, true)));
  return {
    apiKey: pulled.statusCode === 200,
    csvFeed: fed.statusCode === 200,
    otherSession: me.statusCode === 200,
    webhookEndpoints: hooks.length,
    integrations: connections.map((c) => c.kind).sort(),
  };
}

describe('a password reset shuts out whoever held the old password (issue 15.7)', () => {
  it('revokes API keys, webhook endpoints, the CSV feed and connections, ends every session and voids other links', async () => {
    const access = await memberWithAccess('reset-victim@example.com', 'planted-password-1');
    // The API key is used once first, so the verified-key cache holds it.
    await accessThatStillWorks(access);
    expect(await accessThatStillWorks(access)).toEqual({
      apiKey: true,
      csvFeed: true,
      otherSession: true,
      webhookEndpoints: 1,
      integrations: ['csv_feed', 'go_high_level', 'google_sheets'],
    });
    await requestPasswordReset(t.ctx, 'reset-victim@example.com');
    const stale = await tokenMailedTo('reset-victim@example.com', 'password-reset');
    await requestPasswordReset(t.ctx, 'reset-victim@example.com');
    const token = await tokenMailedTo('reset-victim@example.com', 'password-reset');
    await requestEmailChange(t.ctx, access.user.id, 'planted-move@example.com', 'planted-password-1');
    const moveToken = await tokenMailedTo('planted-move@example.com', 'email-change');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'owners-new-password-1' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().result.revoked_access).toEqual({
      api_keys: 1,
      webhook_endpoints: 1,
      integrations: 3,
    });
    expect(await accessThatStillWorks(access)).toEqual({
      apiKey: false,
      csvFeed: false,
      otherSession: false,
      webhookEndpoints: 0,
      integrations: [],
    });
    const newSession = sessionCookieOf(reset)!;
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: newSession } })).statusCode).toBe(
      200,
    );
    for (const [path, payload] of [
      ['auth/reset-password', { token: stale, password: 'planters-password-2' }],
      ['auth/confirm-email-change', { token: moveToken }],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        payload,
        remoteAddress: freshIp(),
      });
      expect(refused.statusCode, path).toBe(400);
    }
    const notice = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'reset-victim@example.com'),
          eq(outboxMessages.template, 'password-changed'),
        ),
      );
    expect(notice).toHaveLength(1);
    expect(notice[0]!.body).toContain(
      'For your safety we switched off what the account had set up before: 1 API key, 1 webhook endpoint and 3 lead connections.',
    );
  });
});

describe('an email change shuts out whoever held the old inbox (issue 15.7)', () => {
  it('revokes keys and connections, ends other sessions but the confirming one, and voids links sent to the old address', async () => {
    const access = await memberWithAccess('old-inbox@example.com', 'owner-password-12');
    await accessThatStillWorks(access);
    await requestPasswordReset(t.ctx, 'old-inbox@example.com');
    const resetToOldAddress = await tokenMailedTo('old-inbox@example.com', 'password-reset');
    await requestEmailChange(t.ctx, access.user.id, 'new-inbox@example.com', 'owner-password-12');
    const token = await tokenMailedTo('new-inbox@example.com', 'email-change');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/confirm-email-change',
      headers: { cookie: access.cookie, origin: APP_URL },
      payload: { token },
      remoteAddress: freshIp(),
    });
    expect(confirmed.json()).toEqual({
      message: 'Data edited successfully',
      result: {
        email: 'new-inbox@example.com',
        revoked_access: { api_keys: 1, webhook_endpoints: 1, integrations: 3 },
      },
    });
    expect(await accessThatStillWorks(access)).toEqual({
      apiKey: false,
      csvFeed: false,
      otherSession: false,
      webhookEndpoints: 0,
      integrations: [],
    });
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: access.cookie } });
    expect(me.json().result.email).toBe('new-inbox@example.com');
    const oldLink = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: resetToOldAddress, password: 'whoever-has-it-1' },
      remoteAddress: freshIp(),
    });
    expect(oldLink.statusCode).toBe(400);
    const [told] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'old-inbox@example.com'),
          eq(outboxMessages.template, 'email-changed'),
        ),
      );
    expect(told!.body).toContain('Your account now uses new-inbox@example.com');
  });
});

describe('mails anyone can ask for are limited per address (issue 15.8)', () => {
  it('sends at most 3 reset mails an hour to one address and answers every request the same', async () => {
    await createCustomer(t.ctx, { email: 'reset-flood@example.com' });
    const bodies = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-password-reset',
        payload: { email: 'reset-flood@example.com' },
        remoteAddress: freshIp(),
      });
      bodies.add(response.body);
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ message: 'Data added successfully', result: { email_sent: true } }),
    ]);
    const sent = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'reset-flood@example.com'));
    expect(sent).toHaveLength(3);
  });

  it('puts no words of the member into the mail to the new, unconfirmed address', async () => {
    const { user } = await createCustomer(t.ctx, {
      email: 'named@example.com',
      password: 'named-password-1',
    });
    await t.ctx.db
      .update(users)
      .set({ name: 'Win a free house at evil.example' })
      .where(eq(users.id, user.id));
    await requestEmailChange(t.ctx, user.id, 'unconfirmed@example.com', 'named-password-1');
    const [mail] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'unconfirmed@example.com'));
    expect(mail!.template).toBe('email-change');
    expect(mail!.body).not.toContain('evil.example');
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
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/buy-exclusive-lead',
      headers,
      payload: { lead_id: lead.id },
    });
    expect(bought.statusCode).toBe(200);
    const [purchase] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.userId, user.id));
    for (const [url, payload] of [
      [
        'pipeline/change-lead-status',
        { purchase_id: purchase!.id, status: 'contacted', note: 'Jo picked up' },
      ],
      ['pipeline/add-lead-note', { purchase_id: purchase!.id, body: 'Jo wants to sell before March' }],
      ['pipeline/set-lead-follow-up', { purchase_id: purchase!.id, follow_up_on: '2026-12-02' }],
    ] as const) {
      const worked = await t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });
      expect(worked.statusCode).toBe(200);
    }

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
    // The member's words about the seller go; the dated history stays without them.
    expect(
      await t.ctx.db.select().from(pipelineNotes).where(eq(pipelineNotes.leadPurchaseId, purchase!.id)),
    ).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(pipelineStatusChanges)
        .where(eq(pipelineStatusChanges.leadPurchaseId, purchase!.id)),
    ).toMatchObject([{ fromStatus: 'new', toStatus: 'contacted', note: null }]);
    const [kept] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.id, purchase!.id));
    expect(kept).toMatchObject({ pipelineStatus: 'contacted', followUpOn: null });
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
