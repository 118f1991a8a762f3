import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, subscriptions, users } from '../src/db/schema/index.js';
import { runMaintenance } from '../src/jobs/maintenance.js';
import { remindYearlyRenewals } from '../src/modules/billing/index.js';
import { DAY_MS } from '../src/lib/time.js';
import { adminHeaders, APP_URL, createLead, createSubscriber, fundWallet, useTestApp } from './helpers.js';

/*
 * Issue 17.2 from outside: each event a customer lives through writes its mail to the outbox
 * (subscription → receipt; purchase → confirmation; decisions; cancellation; the yearly reminder,
 * once; a new API key).
 */

const t = useTestApp({ leadCount: 10 });

const mailsTo = (email: string, template: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, template)));
const call = (path: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/v1/${path}`,
    headers,
    ...(payload ? { payload } : {}),
  });

describe('mails a customer gets along the way', () => {
  it('a purchase is confirmed with the city; an approved refund says what was credited', async () => {
    const buyer = await createSubscriber(t, 'mail-buyer@example.com');
    expect(await mailsTo('mail-buyer@example.com', 'receipt')).toHaveLength(1);
    await fundWallet(t.ctx, buyer.user.id, 10_000);
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 4_500, city: 'Dayton' });
    const bought = await call('leads/buy-exclusive-lead', buyer.headers, { lead_id: lead.id });
    expect(bought.statusCode).toBe(200);
    const [confirmation] = await mailsTo('mail-buyer@example.com', 'purchase-confirmation');
    expect(confirmation!.subject).toBe('Your exclusive lead in Dayton, TX');
    expect(confirmation!.body).toContain('Paid:          $45.00 from your wallet');
    // The mail names the place, never the seller: the details are behind the sign-in.
    expect(confirmation!.body).not.toContain(lead.leadName);
    expect(confirmation!.body).not.toContain(lead.leadPhone);

    const owned = (await call('leads/get-my-purchased-leads', buyer.headers)).json().result;
    const asked = await call('refunds/create-refund-request', buyer.headers, {
      purchase_id: owned.find((o: { id: string }) => o.id === lead.id).purchase_id,
      reason: 'Invalid contact info',
      evidence_text: 'Called twice: the number is disconnected.',
    });
    expect(asked.statusCode).toBe(200);
    const decided = await call('admin/decide-request', await adminHeaders(t), {
      request_id: asked.json().result._id,
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    const [decision] = await mailsTo('mail-buyer@example.com', 'request-approved');
    expect(decision!.subject).toBe('Your refund request for the lead in Dayton, TX was approved');
    expect(decision!.body).toContain('Credited: $45.00 to your wallet');
  });

  it('a premium purchase names the credit; a rejected replacement carries the team’s note', async () => {
    const buyer = await createSubscriber(t, 'mail-premium@example.com');
    const lead = await createLead(t.ctx, { type: 'premium', city: 'Akron' });
    expect((await call('leads/take-premium-lead', buyer.headers, { lead_id: lead.id })).statusCode).toBe(200);
    const [confirmation] = await mailsTo('mail-premium@example.com', 'purchase-confirmation');
    expect(confirmation!.body).toContain('Paid:          1 premium credit');
    const owned = (await call('leads/get-my-purchased-leads', buyer.headers)).json().result;
    const asked = await call('refunds/create-replacement-request', buyer.headers, {
      purchase_id: owned[0].purchase_id,
      reason: 'Already sold',
      property_address: lead.addressLine1,
      seller_name: lead.leadName,
      contact_number: '(512) 555-0100',
    });
    expect(asked.statusCode).toBe(200);
    await call('admin/decide-request', await adminHeaders(t), {
      request_id: asked.json().result._id,
      decision: 'reject',
      note: 'The seller confirmed on a recorded call that the house is still for sale.',
    });
    const [decision] = await mailsTo('mail-premium@example.com', 'request-rejected');
    expect(decision!.subject).toBe('Your replacement request for the lead in Akron, TX was not approved');
    expect(decision!.body).toContain('Note from our team: The seller confirmed on a recorded call');
  });

  it('a cancellation gives the date access ends, once; a new API key is told to the owner', async () => {
    const member = await createSubscriber(t, 'mail-cancel@example.com');
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.user.id));
    await call('billing/cancel-subscription', member.headers, {});
    await call('billing/cancel-subscription', member.headers, {});
    const cancelled = await mailsTo('mail-cancel@example.com', 'subscription-cancelled');
    expect(cancelled).toHaveLength(1);
    const ends = subscription!.currentPeriodEnd.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(cancelled[0]!.subject).toBe(`Your SellerSignal membership ends on ${ends}`);

    const key = await call('api-keys/create-api-key', member.headers, { name: 'Zapier' });
    expect(key.statusCode).toBe(200);
    const [told] = await mailsTo('mail-cancel@example.com', 'api-key-created');
    expect(told!.body).toContain(`Starts with: ${key.json().result.prefix}`);
    expect(told!.body).not.toContain(key.json().result.key);
  });

  it('reminds a yearly member 7 days before the renewal, once per renewal', async () => {
    const member = await createSubscriber(t, 'mail-yearly@example.com', {
      plan: 'pro',
      occurrence: 'yearly',
    });
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.user.id));
    const renewsAt = subscription!.currentPeriodEnd;
    t.clock.set(new Date(renewsAt.getTime() - 8 * DAY_MS));
    await runMaintenance(t.ctx);
    expect(await mailsTo('mail-yearly@example.com', 'yearly-renewal-reminder')).toHaveLength(0);
    t.clock.set(new Date(renewsAt.getTime() - 7 * DAY_MS + 60_000));
    // Two workers at once, then the next minute's run: still one reminder.
    await Promise.all([remindYearlyRenewals(t.ctx), remindYearlyRenewals(t.ctx)]);
    await runMaintenance(t.ctx);
    const reminders = await mailsTo('mail-yearly@example.com', 'yearly-renewal-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain('your yearly Pro plan renews in 7 days');
    const [member_] = await t.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(reminders[0]!.recipient).toBe(member_!.email);
    expect(reminders[0]!.body).toContain(`${APP_URL}/billing`);
  });
});
