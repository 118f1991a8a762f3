import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { leads, outboxMessages, plans, subscriptions, users } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { notifySavedSearchAlerts, PUBLISHED_LEAD_COLUMNS } from './alerts.service.js';
import { processImportBatch } from '../lead-imports/lead-import.service.js';
import type { SmsPort } from '../../ports/sms.js';
import {
  ADMIN_PASSWORD,
  APP_URL,
  createCustomer,
  givePlan,
  loginAs,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 20 });
const HEADER =
  'Lead Name,Lead Phone,Property Type,Listed,Reason,Lead Type,Selling Timeline,Address Line 1,City,State,ZIP,Price';
let adminHeaders: { cookie: string; origin: string };
beforeAll(async () => {
  adminHeaders = { cookie: await loginAs(t.app, 'admin@sellersignal.io', ADMIN_PASSWORD), origin: APP_URL };
});

let leadNumber = 0;
/** CSV rows of fresh premium leads in one city (unique phones and addresses, so none is a duplicate). */
function leadRows(count: number, place: { city: string; state: string; zip: string }) {
  return Array.from({ length: count }, () => {
    leadNumber++;
    return `Seller ${leadNumber},(531) 555-${String(1000 + leadNumber)},Single Family,no,Job loss,premium,ASAP,${leadNumber} Alert Ave,${place.city},${place.state},${place.zip},`;
  });
}
const OMAHA = { city: 'Omaha', state: 'NE', zip: '68102' };

async function importLeads(rows: string[], publish: 'now' | 'next_window') {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/import-leads',
    headers: adminHeaders,
    payload: { csv: [HEADER, ...rows].join('\n'), publish },
  });
  expect(started.statusCode).toBe(200);
  const batchId: string = started.json().result._id;
  await processImportBatch(t.ctx, batchId);
  return batchId;
}

async function memberWithSearches(
  email: string,
  searches: { name: string; filters: object }[],
  phone?: string,
  plan: 'basic' | 'pro' = 'pro',
) {
  const { user } = await createCustomer(t.ctx, { email });
  // Pro by default: 25 saved searches and text alerts (decision 029).
  await givePlan(t.ctx, user.id, plan);
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  for (const search of searches) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/create-saved-search',
      headers,
      payload: { ...search, alerts_enabled: true },
    });
    expect(created.statusCode).toBe(200);
  }
  if (phone) await verifyAlertPhone(headers, phone);
  return { user, headers };
}

/** The member's own phone, as the account page sets it: a texted code, typed back. */
async function verifyAlertPhone(headers: Record<string, string>, phone: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/send-alert-phone-code',
    headers,
    payload: { phone },
  });
  expect(sent.statusCode).toBe(200);
  const [text] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, sent.json().result.pending_phone),
        eq(outboxMessages.template, 'phone-verification'),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/confirm-alert-phone',
    headers,
    payload: { code: /\b(\d{6})\b/.exec(text!.body)![1] },
  });
  expect(confirmed.statusCode).toBe(200);
}

const outboxFor = (recipient: string, channel: 'sms' | 'email') =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, recipient),
        eq(outboxMessages.channel, channel),
        eq(outboxMessages.template, 'new-lead-alert'),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt));

describe('new-lead text alerts', () => {
  it('texts a member once per publish run, then at most once in any 24 hours (docs/product.md §9)', async () => {
    await memberWithSearches(
      'texted@example.com',
      [
        { name: 'Omaha deals', filters: { state: 'NE', city: 'Omaha' } },
        { name: 'All of Nebraska', filters: { state: 'NE' } },
      ],
      '(402) 555-0123',
    );
    await memberWithSearches('no-phone@example.com', [
      { name: 'Omaha too', filters: { state: 'NE', city: 'Omaha' } },
    ]);

    // The daily upload: imported at 09:00 Central, published at 10:00 by the maintenance job.
    t.clock.set('2026-11-21T15:00:00Z');
    await importLeads(leadRows(3, OMAHA), 'next_window');
    t.clock.set('2026-11-21T16:00:30Z');
    expect((await runMaintenance(t.ctx)).publishedLeads).toBe(3);

    const texts = await outboxFor('+14025550123', 'sms');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toBe(
      `SellerSignal: 3 new leads match your saved searches. Take them: ${APP_URL}/dashboard/marketplace Reply STOP to opt out.`,
    );
    expect(texts[0]!.body).not.toContain('555-1');
    expect(await outboxFor('texted@example.com', 'email')).toHaveLength(2);
    expect(await outboxFor('no-phone@example.com', 'email')).toHaveLength(1);
    const [member] = await t.ctx.db.select().from(users).where(eq(users.email, 'texted@example.com'));
    expect(member!.lastSmsAlertAt?.toISOString()).toBe('2026-11-21T16:00:30.000Z');

    // Two hours later another upload: the emails go out, the text does not.
    t.clock.set('2026-11-21T18:00:30Z');
    await importLeads(leadRows(1, OMAHA), 'now');
    expect(await outboxFor('+14025550123', 'sms')).toHaveLength(1);
    expect(await outboxFor('texted@example.com', 'email')).toHaveLength(4);

    // 25 hours after the first text, the next upload texts again.
    t.clock.set('2026-11-22T17:00:30Z');
    await importLeads(leadRows(1, { city: 'Lincoln', state: 'NE', zip: '68508' }), 'now');
    const later = await outboxFor('+14025550123', 'sms');
    expect(later).toHaveLength(2);
    expect(later[1]!.body).toBe(
      `SellerSignal: 1 new lead matches your saved search. Take it: ${APP_URL}/dashboard/marketplace Reply STOP to opt out.`,
    );

    expect(
      await t.ctx.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, 'no-phone@example.com'))),
    ).toEqual([]);
  });

  it('sends one text when two publish runs alert the same member at the same moment', async () => {
    await memberWithSearches(
      'racing@example.com',
      [{ name: 'Racing Omaha', filters: { state: 'NE', city: 'Omaha' } }],
      '(402) 555-0124',
    );
    t.clock.set('2026-12-01T16:00:30Z');
    await importLeads(leadRows(2, OMAHA), 'now');
    const sent = await outboxFor('+14025550124', 'sms');
    expect(sent).toHaveLength(1);

    // The window opens again a day later; two runs then race for the one text.
    t.clock.set('2026-12-02T16:00:30Z');
    const fresh = await t.ctx.db.select(PUBLISHED_LEAD_COLUMNS).from(leads).where(eq(leads.city, 'Omaha'));
    await Promise.all([notifySavedSearchAlerts(t.ctx, fresh), notifySavedSearchAlerts(t.ctx, fresh)]);
    expect(await outboxFor('+14025550124', 'sms')).toHaveLength(2);
  });

  it('keeps the day open and the emails going when the text cannot be sent', async () => {
    const { user } = await memberWithSearches(
      'failing@example.com',
      [{ name: 'Failing Omaha', filters: { state: 'NE', city: 'Omaha' } }],
      '(402) 555-0125',
    );
    const working = t.ctx.sms;
    const failing: SmsPort = {
      name: 'failing',
      send: () => Promise.reject(new Error('Twilio could not be reached')),
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    t.ctx.sms = failing;
    try {
      t.clock.set('2026-12-10T16:00:30Z');
      const batchId = await importLeads(leadRows(1, OMAHA), 'now');
      expect(await outboxFor('failing@example.com', 'email')).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith(
        `New-lead text to member ${user.id} failed: Twilio could not be reached`,
      );
      const [member] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(member!.lastSmsAlertAt).toBeNull();
      const batch = await t.app.inject({
        url: `/api/v1/admin/get-import-batch?id=${batchId}`,
        headers: adminHeaders,
      });
      expect(batch.json().result.status).toBe('done');
    } finally {
      t.ctx.sms = working;
      logged.mockRestore();
    }
    t.clock.set('2026-12-10T16:30:30Z');
    await importLeads(leadRows(1, OMAHA), 'now');
    expect(await outboxFor('+14025550125', 'sms')).toHaveLength(1);
  });
});

describe('our number carries no words of a member, and texts only verified phones (issue 15.8)', () => {
  it('puts no saved-search name into the text, whatever the member called the search', async () => {
    await memberWithSearches(
      'wordy@example.com',
      [{ name: 'FREE iPhone! Claim at evil.example', filters: { state: 'NE', city: 'Omaha' } }],
      '(402) 555-0130',
    );
    t.clock.set('2026-12-12T16:00:30Z');
    await importLeads(leadRows(1, OMAHA), 'now');
    const [text] = await outboxFor('+14025550130', 'sms');
    expect(text!.body).toBe(
      `SellerSignal: 1 new lead matches your saved search. Take it: ${APP_URL}/dashboard/marketplace Reply STOP to opt out.`,
    );
    expect(text!.body).not.toContain('evil.example');
  });

  it('never texts a number whose code was not typed back', async () => {
    const { headers } = await memberWithSearches('unverified@example.com', [
      { name: 'Unverified Omaha', filters: { state: 'NE', city: 'Omaha' } },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-alert-phone-code',
      headers,
      payload: { phone: '(402) 555-0131' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    t.clock.set('2026-12-13T16:00:30Z');
    await importLeads(leadRows(1, OMAHA), 'now');
    expect(await outboxFor('unverified@example.com', 'email')).toHaveLength(1);
    expect(await outboxFor('+14025550131', 'sms')).toEqual([]);
  });
});

describe('text alerts follow the plan (decision 029)', () => {
  const onPlan = async (userId: string, packageKey: 'basic' | 'pro') => {
    const [plan] = await t.ctx.db
      .select()
      .from(plans)
      .where(and(eq(plans.packageKey, packageKey), eq(plans.occurrence, 'monthly')));
    await t.ctx.db.update(subscriptions).set({ planId: plan!.id }).where(eq(subscriptions.userId, userId));
  };

  it('e-mails every member but texts only those whose plan includes text alerts', async () => {
    // Verified on Pro, then on Basic after a downgrade: the number stays on file, no text goes.
    const { user } = await memberWithSearches(
      'downgraded@example.com',
      [{ name: 'Downgraded Omaha', filters: { state: 'NE', city: 'Omaha' } }],
      '(402) 555-0150',
    );
    await onPlan(user.id, 'basic');
    // A member without a plan whose number was verified before plans carried text alerts.
    const { user: planless } = await createCustomer(t.ctx, { email: 'planless-phone@example.com' });
    const planlessHeaders = { cookie: await sessionFor(t.ctx, planless.id), origin: APP_URL };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/create-saved-search',
      headers: planlessHeaders,
      payload: { name: 'Planless Omaha', filters: { state: 'NE', city: 'Omaha' }, alerts_enabled: true },
    });
    expect(saved.statusCode).toBe(200);
    await t.ctx.db.update(users).set({ alertPhone: '+14025550151' }).where(eq(users.id, planless.id));

    t.clock.set('2026-12-20T16:00:30Z');
    await importLeads(leadRows(1, OMAHA), 'now');
    expect(await outboxFor('downgraded@example.com', 'email')).toHaveLength(1);
    expect(await outboxFor('planless-phone@example.com', 'email')).toHaveLength(1);
    expect(await outboxFor('+14025550150', 'sms')).toEqual([]);
    expect(await outboxFor('+14025550151', 'sms')).toEqual([]);
    const [kept] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toMatchObject({ alertPhone: '+14025550150', lastSmsAlertAt: null });

    // Back on Pro, the next upload texts the number verified before.
    await onPlan(user.id, 'pro');
    t.clock.set('2026-12-20T17:00:30Z');
    await importLeads(leadRows(1, OMAHA), 'now');
    expect(await outboxFor('+14025550150', 'sms')).toHaveLength(1);
    expect(await outboxFor('+14025550151', 'sms')).toEqual([]);
  });
});
