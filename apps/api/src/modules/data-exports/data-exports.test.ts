import {
  addLeadNote,
  changeLeadStatus,
  createRefundRequest,
  setLeadFollowUp,
  createSavedSearch,
  createWebhookEndpoint,
  deleteAccount,
  downloadDataExport,
  getDataExports,
  getMyPurchasedLeads,
  requestDataExport,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiKeys, dataExports, outboxMessages } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { generateApiKey } from '../../lib/api-key-tokens.js';
import { DAY_MS, MINUTE_MS } from '../../lib/time.js';
import {
  APP_URL,
  callEndpoint,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

/*
 * Issue 19.3: a member takes their data. The ZIP's contents are checked against a fixture member
 * who has a bit of everything; secrets never appear; the link is the owner's alone, for 7 days.
 */
const t = useTestApp({ leadCount: 10 });

/** A member with a subscription, a purchase, a saved search, a key, a webhook and a refund request. */
async function fixtureMember(email: string) {
  const member = await createSubscriber(t, email);
  await fundWallet(t.ctx, member.user.id, 10_000);
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 4_500, city: 'Dayton' });
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/v1/leads/buy-exclusive-lead',
    headers: member.headers,
    payload: { lead_id: lead.id },
  });
  expect(bought.statusCode).toBe(200);
  expect(
    (
      await callEndpoint(t, createSavedSearch, {
        body: { name: 'Dayton houses', filters: { state: 'TX' }, alerts_enabled: true },
        headers: member.headers,
      })
    ).statusCode,
  ).toBe(200);
  const key = generateApiKey();
  await t.ctx.db
    .insert(apiKeys)
    .values({ userId: member.user.id, name: 'My CRM', prefix: key.prefix, keyHash: key.keyHash });
  const hook = await callEndpoint(t, createWebhookEndpoint, {
    body: { url: 'http://127.0.0.1:9/hooks/crm' },
    headers: member.headers,
  });
  expect(hook.statusCode).toBe(200);
  const owned = (await callEndpoint(t, getMyPurchasedLeads, { headers: member.headers })).json().result;
  const worked = [
    await callEndpoint(t, changeLeadStatus, {
      body: { purchase_id: owned[0].purchase_id, status: 'contacted', note: 'Left a voicemail.' },
      headers: member.headers,
    }),
    await callEndpoint(t, addLeadNote, {
      body: { purchase_id: owned[0].purchase_id, body: 'Owner wants to sell before March.' },
      headers: member.headers,
    }),
    await callEndpoint(t, setLeadFollowUp, {
      body: { purchase_id: owned[0].purchase_id, follow_up_on: '2026-12-02' },
      headers: member.headers,
    }),
  ];
  for (const answer of worked) expect(answer.statusCode).toBe(200);
  const asked = await callEndpoint(t, createRefundRequest, {
    body: {
      purchase_id: owned[0].purchase_id,
      reason: 'Invalid contact info',
      evidence_text: 'Called twice: disconnected.',
      evidence_file: {
        name: 'call-log.txt',
        type: 'text/plain',
        content_base64: Buffer.from('10:02 no answer\n10:30 disconnected\n').toString('base64'),
      },
    },
    headers: member.headers,
  });
  expect(asked.statusCode).toBe(200);
  return { ...member, lead, apiKey: key.key, webhookSecret: hook.json().result.secret as string };
}

async function readyExport(headers: Record<string, string>) {
  const requested = await callEndpoint(t, requestDataExport, { headers });
  expect(requested.statusCode).toBe(200);
  expect(requested.json().result.status).toBe('queued');
  await runMaintenance(t.ctx);
  return requested.json().result._id as string;
}

describe('Download my data', () => {
  it('builds a ZIP of JSON and CSV files with everything the member has, and no secret', async () => {
    const member = await fixtureMember('export-me@example.com');
    const id = await readyExport(member.headers);

    const listed = (await callEndpoint(t, getDataExports, { headers: member.headers })).json().result;
    expect(listed[0]).toMatchObject({
      _id: id,
      status: 'ready',
      expires_at: new Date(t.ctx.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
    const [mail] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'export-me@example.com'),
          eq(outboxMessages.template, 'data-export-ready'),
        ),
      );
    expect(mail!.body).toContain(`Download my data: ${APP_URL}/account#your-data`);

    const download = await callEndpoint(t, downloadDataExport, { query: { id }, headers: member.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /attachment; filename="sellersignal-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const names = Object.keys(files);
    expect(names.filter((name) => !name.startsWith('evidence/')).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'api-keys.json',
        'audit-log.json',
        'integrations.json',
        'invoices.csv',
        'invoices.json',
        'payments.csv',
        'payments.json',
        'pipeline.json',
        'purchased-leads.csv',
        'purchased-leads.json',
        'refund-requests.json',
        'saved-searches.json',
        'subscriptions.json',
        'wallet.csv',
        'wallet.json',
        'webhook-endpoints.json',
      ].sort(),
    );
    expect(names.filter((name) => name.startsWith('evidence/'))).toEqual([
      expect.stringMatching(/^evidence\/[0-9a-f-]{36}-call-log\.txt$/),
    ]);
    const read = (name: string) => strFromU8(files[name]!);
    const parsed = (name: string) => JSON.parse(read(name)) as Record<string, unknown>[];
    expect(JSON.parse(read('account.json'))).toMatchObject({
      email: 'export-me@example.com',
      name: 'export-me',
    });
    expect(parsed('subscriptions.json')).toMatchObject([
      { plan: 'Basic', billed: 'monthly', status: 'active' },
    ]);
    expect(parsed('purchased-leads.json')).toMatchObject([
      {
        id: member.lead.id,
        lead_name: member.lead.leadName,
        city: 'Dayton',
        price_paid: 45,
        do_not_contact: false,
      },
    ]);
    expect(parsed('pipeline.json')).toMatchObject([
      {
        lead_id: member.lead.id,
        status: 'contacted',
        follow_up_on: '2026-12-02',
        deal_type: null,
        revenue: null,
        history: [{ from: 'new', to: 'contacted', note: 'Left a voicemail.', by: 'you', source: 'app' }],
        notes: [{ body: 'Owner wants to sell before March.', by: 'you' }],
      },
    ]);
    expect(read('README.txt')).toContain('pipeline.json');
    expect(read('purchased-leads.csv').split('\r\n')[0]).toMatch(
      /^"First Name","Last Name","Phone","Do Not Contact"/,
    );
    expect(parsed('wallet.json').map((w) => w.amount)).toEqual(expect.arrayContaining([100, -45]));
    expect(read('invoices.csv')).toMatch(/"\d{4}-\d{6}"/);
    expect(parsed('saved-searches.json')).toMatchObject([{ name: 'Dayton houses', alerts_enabled: true }]);
    expect(parsed('api-keys.json')).toMatchObject([{ name: 'My CRM', revoked_at: null }]);
    expect(parsed('webhook-endpoints.json')).toMatchObject([
      { url: 'http://127.0.0.1:9/hooks/crm', enabled: true },
    ]);
    expect(parsed('refund-requests.json')).toMatchObject([
      {
        kind: 'refund',
        reason: 'Invalid contact info',
        evidence_text: 'Called twice: disconnected.',
        status: 'pending',
      },
    ]);
    const evidence = Object.keys(files).find((name) => name.startsWith('evidence/'))!;
    expect(read(evidence)).toBe('10:02 no answer\n10:30 disconnected\n');

    // No secret, in any file.
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toContain(member.apiKey);
    expect(everything).not.toContain(member.webhookSecret);
    expect(everything).not.toMatch(/keyHash|key_hash|passwordHash|secret_encrypted|\$argon2/);
  });

  it('is the owner’s alone, signed in, for 7 days; then it is gone', async () => {
    const member = await fixtureMember('only-mine@example.com');
    const id = await readyExport(member.headers);
    const { user: stranger } = await createCustomer(t.ctx, { email: 'stranger@example.com' });
    const strangerHeaders = { cookie: await sessionFor(t.ctx, stranger.id), origin: APP_URL };
    const theirs = await callEndpoint(t, downloadDataExport, { query: { id }, headers: strangerHeaders });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('only-mine');
    expect((await callEndpoint(t, downloadDataExport, { query: { id } })).statusCode).toBe(401);

    t.clock.advance(7 * DAY_MS - MINUTE_MS);
    expect(
      (await callEndpoint(t, downloadDataExport, { query: { id }, headers: member.headers })).statusCode,
    ).toBe(200);
    t.clock.advance(2 * MINUTE_MS);
    expect(
      (await callEndpoint(t, downloadDataExport, { query: { id }, headers: member.headers })).statusCode,
    ).toBe(404);
    await runMaintenance(t.ctx);
    expect(await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, id))).toHaveLength(0);
  });

  it('goes with the account when the member deletes it; at most 3 requests a day', async () => {
    const member = await fixtureMember('leaving@example.com');
    await readyExport(member.headers);
    await callEndpoint(t, requestDataExport, { headers: member.headers });
    await callEndpoint(t, requestDataExport, { headers: member.headers });
    const fourth = await callEndpoint(t, requestDataExport, { headers: member.headers });
    expect(fourth.statusCode).toBe(429);
    expect(
      await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.user.id)),
    ).toHaveLength(3);

    const deleted = await callEndpoint(t, deleteAccount, {
      body: { password: 'customer-password-1', confirm: 'DELETE' },
      headers: member.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.user.id)),
    ).toHaveLength(0);
  });
});
