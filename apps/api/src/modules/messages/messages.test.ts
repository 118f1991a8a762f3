import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contactMessages, outboxMessages, users } from '../../db/schema/index.js';
import { adminHeaders, freshIp, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 5 });

const get = async (path: string) => t.app.inject({ url: `/api/v1/${path}`, headers: await adminHeaders(t) });
const post = async (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: await adminHeaders(t), payload });
const publicPost = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload, remoteAddress: freshIp() });

describe('contact messages', () => {
  it('lists messages from the contact form newest first, filters by handled, and marks them (audited)', async () => {
    await publicPost('contact/create-contact-message', {
      name: 'Lena Ortiz',
      email: 'lena@example.com',
      message: 'Do you cover Maricopa County for exclusive leads?',
    });
    await publicPost('contact/create-contact-message', {
      name: 'Omar Haddad',
      email: 'omar@example.com',
      phone: '(602) 555-0111',
      message: 'Can my team of three share one Pro plan?',
    });
    const response = await get('admin/get-contact-messages');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Data fetched successfully');
    expect(body.pagination).toEqual({ currentPage: 1, pageCount: 1 });
    expect(body.result.map((m: { name: string }) => m.name)).toEqual(['Omar Haddad', 'Lena Ortiz']);
    expect(body.result[0]).toMatchObject({
      email: 'omar@example.com',
      phone: '(602) 555-0111',
      is_handled: false,
      message: 'Can my team of three share one Pro plan?',
    });
    expect(body.result[1].phone).toBeNull();

    const omar = body.result[0]._id as string;
    const marked = await post('admin/mark-contact-message-handled', { id: omar, is_handled: true });
    expect(marked.json()).toEqual({ message: 'Data edited successfully', result: true });
    expect(
      (await get('admin/get-contact-messages?handled=true')).json().result.map((m: { _id: string }) => m._id),
    ).toEqual([omar]);
    expect(
      (await get('admin/get-contact-messages?handled=false'))
        .json()
        .result.map((m: { name: string }) => m.name),
    ).toEqual(['Lena Ortiz']);
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, omar));
    expect(row!.isHandled).toBe(true);

    const log = (await get('admin/get-audit-log?entity=contact_message')).json().result;
    expect(log).toMatchObject([
      {
        actor: 'admin@sellersignal.io',
        action: 'contact_message.mark_handled',
        entity_id: omar,
        before: { isHandled: false },
        after: { isHandled: true },
      },
    ]);
    expect(
      (
        await post('admin/mark-contact-message-handled', {
          id: '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c',
          is_handled: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET admin/get-newsletter-subscribers', () => {
  it('lists addresses with their state, filtered and searched', async () => {
    const unsubscribe = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/customers/unsubscribe-newsletter',
      payload: { email: 'investor.news@example.com' },
      remoteAddress: freshIp(),
    });
    expect(unsubscribe.statusCode).toBe(200);
    const all = (await get('admin/get-newsletter-subscribers')).json();
    expect(all.message).toBe('Data fetched successfully');
    expect(all.result.map((s: { email: string }) => s.email).sort()).toEqual([
      'demo@sellersignal.io',
      'investor.news@example.com',
    ]);
    const unsubscribed = (await get('admin/get-newsletter-subscribers?subscribed=false')).json().result;
    expect(unsubscribed).toEqual([
      {
        email: 'investor.news@example.com',
        is_subscribed: false,
        subscribed_at: expect.any(String),
        unsubscribed_at: expect.any(String),
      },
    ]);
    const subscribed = (await get('admin/get-newsletter-subscribers?subscribed=true&search=DEMO')).json()
      .result;
    expect(subscribed).toMatchObject([
      { email: 'demo@sellersignal.io', is_subscribed: true, unsubscribed_at: null },
    ]);
    expect((await get('admin/get-newsletter-subscribers?search=nobody')).json().result).toEqual([]);
  });
});

describe('GET admin/get-outbox', () => {
  it('shows what the offline adapters recorded, newest first, by channel', async () => {
    await t.ctx.email.send({
      to: 'first@example.com',
      subject: 'First',
      blocks: ['The first message.'],
      template: 'test-first',
    });
    await t.ctx.db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: '+15125550100',
      body: '3 new leads in Austin, TX.',
      template: 'new-lead-alert',
    });
    await t.ctx.email.send({
      to: 'second@example.com',
      subject: 'Second',
      blocks: ['The second message.'],
      template: 'test-second',
    });
    const emails = (await get('admin/get-outbox?channel=email&limit=2')).json();
    expect(emails.message).toBe('Data fetched successfully');
    expect(emails.result).toMatchObject([
      {
        channel: 'email',
        recipient: 'second@example.com',
        subject: 'Second',
        // The text part as rendered, with the brand's footer.
        body: expect.stringMatching(/^The second message\.\n\n--\nSellerSignal · http/),
        template: 'test-second',
        // No SMTP_URL in tests: kept in the outbox, never sent.
        status: 'offline',
        attempts: 0,
        provider_message_id: null,
        has_html: true,
      },
      { channel: 'email', recipient: 'first@example.com', template: 'test-first' },
    ]);
    const sms = (await get('admin/get-outbox?channel=sms')).json().result;
    expect(sms).toMatchObject([
      { channel: 'sms', recipient: '+15125550100', subject: null, template: 'new-lead-alert' },
    ]);
    expect((await get('admin/get-outbox?channel=fax')).statusCode).toBe(400);
  });
});

describe('GET admin/get-audit-log', () => {
  it('lists every admin action newest first with the actor, filtered by entity and paged', async () => {
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, 'admin@sellersignal.io'));
    const at = (iso: string) => new Date(iso);
    await t.ctx.db.insert(auditLog).values([
      {
        actorUserId: admin!.id,
        action: 'plan.update',
        entity: 'plan',
        entityId: 'p1',
        before: { name: 'A' },
        after: { name: 'B' },
        createdAt: at('2026-11-21T10:00:00Z'),
      },
      {
        actorUserId: admin!.id,
        action: 'plan.retire',
        entity: 'plan',
        entityId: 'p1',
        before: null,
        after: { retired: true },
        createdAt: at('2026-11-21T11:00:00Z'),
      },
      {
        actorUserId: admin!.id,
        action: 'lead.withdraw',
        entity: 'lead',
        entityId: 'l1',
        createdAt: at('2026-11-21T12:00:00Z'),
      },
    ]);
    const plans = (await get('admin/get-audit-log?entity=plan&limit=1')).json();
    expect(plans.message).toBe('Data fetched successfully');
    expect(plans.pagination).toEqual({ currentPage: 1, pageCount: 2 });
    expect(plans.result).toEqual([
      {
        _id: expect.any(String),
        actor: 'admin@sellersignal.io',
        actor_name: admin!.name,
        action: 'plan.retire',
        action_label: 'Plan retired',
        entity: 'plan',
        entity_label: 'Plan',
        entity_id: 'p1',
        // 'p1' names no plan that exists.
        subject: null,
        before: null,
        after: { retired: true },
        created_at: '2026-11-21T11:00:00.000Z',
      },
    ]);
    expect((await get('admin/get-audit-log?entity=plan&limit=1&page=2')).json().result[0]).toMatchObject({
      action: 'plan.update',
      before: { name: 'A' },
    });
    const everything = (await get('admin/get-audit-log?limit=100')).json().result as { created_at: string }[];
    const times = everything.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
