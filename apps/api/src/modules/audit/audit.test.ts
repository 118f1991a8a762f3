import { getAuditActors, getAuditLog, type QueryOf } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases, plans, users } from '../../db/schema/index.js';
import {
  APP_URL,
  adminHeaders,
  callEndpoint,
  createCustomer,
  createLead,
  createSubscriber,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';
import { audit } from './audit.js';

const t = useTestApp({ leadCount: 5 });

const post = async (path: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers, payload });

const log = async (query: QueryOf<typeof getAuditLog> = {}) =>
  callEndpoint(t, getAuditLog, { headers: await adminHeaders(t), query: { limit: '100', ...query } });

type Entry = { entity_id: string; action: string; subject: string | null; [key: string]: unknown };
const entryFor = async (entityId: string, query: QueryOf<typeof getAuditLog> = {}) =>
  ((await log(query)).json().result as Entry[]).find((e) => e.entity_id === entityId);

describe('GET admin/get-audit-log names each record', () => {
  it('a customer by e-mail, a lead by city and ZIP, a plan by name', async () => {
    const admin = await adminHeaders(t);
    const { user } = await createCustomer(t.ctx, { email: 'giveaway-winner@example.com' });
    await post('admin/create-wallet-adjustment', admin, {
      user_id: user.id,
      kind: 'reward',
      amount: 25,
      reason: 'November giveaway',
    });
    expect(await entryFor(user.id, { entity: 'wallet' })).toMatchObject({
      action_label: 'Wallet reward credited',
      entity_label: 'Wallet',
      subject: 'giveaway-winner@example.com',
      actor: 'admin@sellersignal.io',
      actor_name: expect.any(String),
    });

    const lead = await createLead(t.ctx, { type: 'premium', city: 'Round Rock' });
    await post('admin/withdraw-lead', admin, { id: lead.id, reason: 'The seller sold it.' });
    const withdrawn = await entryFor(lead.id, { entity: 'lead' });
    expect(withdrawn).toMatchObject({
      action_label: 'Lead withdrawn',
      subject: 'Lead in Round Rock, TX 78701',
    });
    // Never the seller: the log's name for a lead holds no name, phone or street.
    expect(withdrawn!.subject).not.toContain(lead.leadName);

    const [basic] = await t.ctx.db.select().from(plans).where(eq(plans.packageKey, 'basic'));
    await post('admin/update-plan', admin, { id: basic!.id, plan_details: 'Start with 25 leads a month.' });
    expect(await entryFor(basic!.id, { entity: 'plan' })).toMatchObject({
      action_label: 'Plan edited',
      subject: `${basic!.name} (${basic!.occurrence})`,
    });
  });

  it('calls a replacement a replacement request, not a refund request', async () => {
    const sub = await createSubscriber(t, 'replacement-audit@example.com');
    const lead = await createLead(t.ctx, { type: 'premium', city: 'Leander' });
    await post('leads/take-premium-lead', sub.headers, { lead_id: lead.id });
    const [purchase] = await t.ctx.db
      .select()
      .from(leadPurchases)
      .where(eq(leadPurchases.userId, sub.user.id));
    const filed = await post('refunds/create-replacement-request', sub.headers, {
      purchase_id: purchase!.id,
      reason: 'Listed on MLS',
      property_address: lead.addressLine1,
      seller_name: lead.leadName,
      contact_number: lead.leadPhone,
    });
    const requestId = filed.json().result._id as string;
    await post('admin/decide-request', await adminHeaders(t), { request_id: requestId, decision: 'approve' });
    expect(await entryFor(requestId, { entity: 'replacement_request' })).toMatchObject({
      action: 'approve-request',
      action_label: 'Replacement request approved',
      entity: 'replacement_request',
      entity_label: 'Replacement request',
      subject: 'replacement-audit@example.com · lead in Leander, TX 78701',
    });
    expect(await entryFor(requestId, { entity: 'refund_request' })).toBeUndefined();
  });
});

describe('GET admin/get-audit-log filters', () => {
  it('by who acted (an admin, or the system), by kind, and by days in Central time', async () => {
    const { user: second } = await createCustomer(t.ctx, { email: 'second-admin@sellersignal.io' });
    await t.ctx.db.update(users).set({ role: 'admin', name: 'Second Admin' }).where(eq(users.id, second.id));
    const other = { cookie: await sessionFor(t.ctx, second.id), origin: APP_URL };
    const lead = await createLead(t.ctx, { type: 'premium', city: 'Hutto' });
    // 23:30 on Nov 20 in Central time is already Nov 21 in UTC.
    t.clock.set('2026-11-21T05:30:00Z');
    await post('admin/update-lead', other, { id: lead.id, reason: 'Tired landlord' });
    t.clock.set('2026-11-21T15:00:00Z');
    await audit(t.ctx.db, {
      actorUserId: null,
      action: 'payment.refunded',
      entity: 'payment',
      entityId: null,
      now: t.clock.now(),
    });

    const bySecond = (await log({ actor: second.id })).json().result as Entry[];
    expect(bySecond.map((e) => [e.action, e.entity_id])).toEqual([['lead.update', lead.id]]);
    const bySystem = (await log({ actor: 'system' })).json().result as Entry[];
    expect(bySystem.length).toBeGreaterThan(0);
    expect(bySystem.every((e) => e.actor === null)).toBe(true);
    expect(bySystem.map((e) => e.action)).toContain('payment.refunded');

    const nov20 = (await log({ from: '2026-11-20', to: '2026-11-20' })).json().result as Entry[];
    expect(nov20.map((e) => e.entity_id)).toEqual([lead.id]);
    const fromNov21 = (await log({ from: '2026-11-21', actor: second.id })).json().result as Entry[];
    expect(fromNov21).toEqual([]);
    const kinds = (await log({ entity: 'payment' })).json().result as { entity: string }[];
    expect(kinds.every((e) => e.entity === 'payment')).toBe(true);

    const actors = (await callEndpoint(t, getAuditActors, { headers: await adminHeaders(t) })).json().result;
    expect(actors).toContainEqual({
      _id: second.id,
      name: 'Second Admin',
      email: 'second-admin@sellersignal.io',
    });
  });

  it('says which filter is wrong', async () => {
    const reversed = await log({ from: '2026-11-22', to: '2026-11-21' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { path: 'query.from', message: 'The first day must not be after the last day' },
    ]);
    const badActor = await log({ actor: 'someone' });
    expect(badActor.statusCode).toBe(400);
    expect(badActor.json().errors[0]).toMatchObject({
      path: 'query.actor',
      message: 'actor must be an admin id or system',
    });
    const badDay = await log({ from: '21/11/2026' });
    expect(badDay.json().errors[0]).toMatchObject({
      path: 'query.from',
      message: 'from must be a date, e.g. 2026-11-27',
    });
    expect((await log({ entity: 'spaceship' as 'lead' })).statusCode).toBe(400);
  });
});
