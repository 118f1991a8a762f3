import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers, outboxMessages } from '../../db/schema/index.js';
import { DEMO_PASSWORD, createCustomer, freshIp, loginAs, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 20 });

describe('GET customers/get-customer-payment-method', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({
      url: '/api/v1/customers/get-customer-payment-method?customerId=cus_offline_demo',
    });
    expect(response.statusCode).toBe(401);
  });

  it("returns the caller's own saved card, labelled as a test card", async () => {
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const response = await t.app.inject({
      url: '/api/v1/customers/get-customer-payment-method?customerId=cus_offline_demo',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Data fetched successfully',
      result: [
        {
          id: 'pm_offline_demo_visa',
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
          is_test: true,
        },
      ],
    });
  });

  it("refuses another customer's id instead of trusting the query", async () => {
    await createCustomer(t.ctx, { email: 'nocard@example.com', password: 'nocard-password-1' });
    const cookie = await loginAs(t.app, 'nocard@example.com', 'nocard-password-1');
    const response = await t.app.inject({
      url: '/api/v1/customers/get-customer-payment-method?customerId=cus_offline_demo',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('4242');
  });

  it('looks nothing up when the member has no customer id and payment method id', async () => {
    const cookie = await loginAs(t.app, 'nocard@example.com', 'nocard-password-1');
    const response = await t.app.inject({
      url: '/api/v1/customers/get-customer-payment-method',
      headers: { cookie },
    });
    expect(response.json()).toEqual({ message: 'Data fetched successfully', result: [] });
  });
});

describe('PATCH customers/unsubscribe-newsletter', () => {
  const unsubscribe = (payload: unknown, ip = freshIp()) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/customers/unsubscribe-newsletter',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('unsubscribes a subscriber', async () => {
    const response = await unsubscribe({ email: 'Demo@SellerSignal.io' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Data edited successfully', result: true });
    const [row] = await t.ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'demo@sellersignal.io'));
    expect(row?.isSubscribed).toBe(false);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const known = await unsubscribe({ email: 'investor.news@example.com' });
    const unknown = await unsubscribe({ email: 'never-subscribed@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('re-subscribes only once the emailed link is opened (double opt-in, issue 15.8)', async () => {
    await unsubscribe({ email: 'demo@sellersignal.io' });
    const subscribed = async () =>
      (
        await t.ctx.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, 'demo@sellersignal.io'))
      )[0]?.isSubscribed;
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/customers/resubscribe-newsletter',
      payload: { email: 'demo@sellersignal.io' },
      remoteAddress: freshIp(),
    });
    expect(response.json()).toEqual({ message: 'Data edited successfully', result: true });
    expect(await subscribed()).toBe(false);

    const [mail] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'demo@sellersignal.io'),
          eq(outboxMessages.template, 'newsletter-confirm'),
        ),
      );
    expect(mail!.subject).toBe('Confirm your SellerSignal newsletter subscription');
    const token = /confirm-newsletter\?token=([\w-]+)/.exec(mail!.body)![1]!;
    const confirm = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/customers/confirm-newsletter-subscription',
        payload: { token: value },
        remoteAddress: freshIp(),
      });
    expect((await confirm('not-the-token')).statusCode).toBe(400);
    expect(await subscribed()).toBe(false);
    expect((await confirm(token)).json()).toEqual({
      message: 'Data edited successfully',
      result: { email: 'demo@sellersignal.io' },
    });
    expect(await subscribed()).toBe(true);
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('sends at most 3 re-subscription mails an hour to one address, answering the same', async () => {
    const bodies = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/customers/resubscribe-newsletter',
        payload: { email: 'victim.inbox@example.com' },
        remoteAddress: freshIp(),
      });
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    const mails = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'victim.inbox@example.com'));
    expect(mails).toHaveLength(3);
  });

  it('rejects a missing, empty, malformed or oversized email with a 400 naming the field', async () => {
    for (const payload of [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 42 },
      { email: `${'a'.repeat(300)}@example.com` },
    ]) {
      const response = await unsubscribe(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Failed to edit data', result: null });
      expect(response.json().errors[0].path).toBe('body.email');
    }
  });

  it('is rate-limited per client with Retry-After', async () => {
    const ip = freshIp();
    let last;
    for (let i = 0; i < 11; i++) last = await unsubscribe({ email: `rate${i}@example.com` }, ip);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toBe('Failed to edit data');
  });
});
