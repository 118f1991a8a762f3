import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationDeliveries, integrations, outboxMessages } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { PermanentDeliveryError, RetryableDeliveryError } from '../../ports/delivery-channels.js';
import { attemptIntegrationDeliveries } from '../webhooks/index.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  fundWallet,
  sessionFor,
  typeIntoOfflineSheet,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });

async function member(email: string) {
  const { user } = await createCustomer(t.ctx, { email });
  await fundWallet(t.ctx, user.id, 50_000);
  return { user, headers: { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL } };
}
const buy = async (headers: Record<string, string>) => {
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 1_000 });
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads/buy-exclusive-lead',
        headers,
        payload: { lead_id: lead.id },
      })
    ).statusCode,
  ).toBe(200);
  return lead;
};

describe('Connect Sheet', () => {
  it('appends each new purchase as a row, once, and shows the service account to share with', async () => {
    const { headers } = await member('sheet@example.com');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/connect-google-sheet',
      headers,
      payload: { spreadsheet_url: 'https://example.com/sheet' },
    });
    expect(bad.statusCode).toBe(400);
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/connect-google-sheet',
      headers,
      payload: {
        spreadsheet_url:
          'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit#gid=0',
        sheet_name: 'Leads',
      },
    });
    expect(connected.json().result).toMatchObject({
      google_sheet: {
        spreadsheet_id: '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
        sheet_name: 'Leads',
        is_enabled: true,
        is_verified: false,
      },
      sheets_service_account: 'leads-delivery@sellersignal-offline.iam.gserviceaccount.com',
    });
    // Rows only once the member proved the sheet is theirs (sheet-verification.test.ts).
    typeIntoOfflineSheet(
      t.ctx,
      '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
      connected.json().result.google_sheet.verification_code,
    );
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/verify-google-sheet',
      headers,
    });
    expect(verified.json().result.google_sheet.is_verified).toBe(true);
    const lead = await buy(headers);
    await runMaintenance(t.ctx);
    await runMaintenance(t.ctx);
    const rows = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'sheet-row'));
    const mine = rows.filter((r) => r.body.includes(lead.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.recipient).toBe('1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789!Leads');
    expect(JSON.parse(mine[0]!.body)).toContain(lead.leadPhone);
  });
});

describe('Go High Level', () => {
  it('stores the token encrypted, never returns it, and upserts each purchase as a contact with a note', async () => {
    const { user, headers } = await member('ghl@example.com');
    const token = 'pit-1234567890abcdef-secret-token';
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/connect-go-high-level',
      headers,
      payload: { private_integration_token: token, location_id: 'LocAbc12345' },
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.body).not.toContain(token);
    const [row] = await t.ctx.db.select().from(integrations).where(eq(integrations.userId, user.id));
    expect(row!.secretEncrypted).not.toContain(token);
    expect(t.ctx.secrets.open(row!.secretEncrypted!)).toBe(token);
    const lead = await buy(headers);
    await runMaintenance(t.ctx);
    const [sent] = (
      await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'ghl-contact-upsert'))
    ).filter((m) => m.body.includes(lead.addressLine1));
    const body = JSON.parse(sent!.body);
    expect(body.contact).toMatchObject({
      phone: `+1${lead.leadPhone.replace(/\D/g, '')}`,
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      source: 'SellerSignal',
    });
    expect(body.note).toContain('Reason for selling: Divorce');
  });

  it('retries a rate-limited channel and gives up on a refused token with the reason shown', async () => {
    const { user, headers } = await member('ghl-fail@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/connect-go-high-level',
      headers,
      payload: { private_integration_token: 'pit-abcdefghijk', location_id: 'LocXyz98765' },
    });
    const original = t.ctx.goHighLevel;
    let calls = 0;
    t.ctx.goHighLevel = {
      name: 'flaky',
      async upsertContact() {
        calls++;
        if (calls === 1) throw new RetryableDeliveryError('Too many requests', 7);
        throw new PermanentDeliveryError(
          'Go High Level refused the token: check the Private Integration Token and its scopes',
        );
      },
      listPipelines: original.listPipelines,
    };
    try {
      await buy(headers);
      await runMaintenance(t.ctx);
      const [integration] = await t.ctx.db
        .select()
        .from(integrations)
        .where(eq(integrations.userId, user.id));
      const [first] = await t.ctx.db
        .select()
        .from(integrationDeliveries)
        .where(eq(integrationDeliveries.integrationId, integration!.id));
      expect(first).toMatchObject({ status: 'failed', attempt: 1 });
      expect(first!.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(7_000);
      t.clock.advance(8_000);
      await runMaintenance(t.ctx);
      const [second] = await t.ctx.db
        .select()
        .from(integrationDeliveries)
        .where(eq(integrationDeliveries.integrationId, integration!.id));
      expect(second).toMatchObject({ status: 'dead', attempt: 2 });
      const overview = (await t.app.inject({ url: '/api/v1/integrations/get-integrations', headers })).json()
        .result;
      expect(overview.go_high_level.last_error).toBe(
        'Go High Level refused the token: check the Private Integration Token and its scopes',
      );
    } finally {
      t.ctx.goHighLevel = original;
      t.clock.set('2026-11-21T15:00:00Z');
    }
  });
});

describe('connection deliveries side by side', () => {
  it("one member's slow Go High Level account does not hold another's lead back; its own stay in order", async () => {
    const connect = async (email: string, token: string, purchases: number) => {
      const buyer = await member(email);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/integrations/connect-go-high-level',
        headers: buyer.headers,
        payload: { private_integration_token: token, location_id: 'LocSide12345' },
      });
      for (let n = 0; n < purchases; n += 1) await buy(buyer.headers);
      const [integration] = await t.ctx.db
        .select()
        .from(integrations)
        .where(eq(integrations.userId, buyer.user.id));
      const deliveries = await t.ctx.db
        .select()
        .from(integrationDeliveries)
        .where(eq(integrationDeliveries.integrationId, integration!.id))
        .orderBy(integrationDeliveries.createdAt, integrationDeliveries.id);
      return deliveries.map((delivery) => delivery.id);
    };
    const [slowFirst, slowSecond] = await connect('ghl-slow@example.com', 'pit-slow-account-token', 2);
    const [fastId] = await connect('ghl-fast@example.com', 'pit-fast-account-token', 1);
    const statusOf = async (id: string) =>
      (await t.ctx.db.select().from(integrationDeliveries).where(eq(integrationDeliveries.id, id)))[0]!
        .status;

    const original = t.ctx.goHighLevel;
    let answerSlow = () => {};
    const slowAnswers = new Promise<void>((resolve) => (answerSlow = resolve));
    const upserted: string[] = [];
    t.ctx.goHighLevel = {
      name: 'one slow account',
      async upsertContact(request) {
        upserted.push(request.token);
        if (request.token === 'pit-slow-account-token') await slowAnswers;
        return { contactId: `contact-of-${request.token}` };
      },
      listPipelines: original.listPipelines,
    };
    try {
      // The slow account's first, as the queue hands them over.
      const attempts = attemptIntegrationDeliveries(t.ctx, [slowFirst!, fastId!, slowSecond!]);
      await expect.poll(() => statusOf(fastId!)).toBe('succeeded');
      expect(await statusOf(slowFirst!)).toBe('pending');
      // The slow account's second waits for its first: never two of one account at once.
      expect(upserted.filter((token) => token === 'pit-slow-account-token')).toHaveLength(1);
      answerSlow();
      await attempts;
      expect([await statusOf(slowFirst!), await statusOf(slowSecond!)]).toEqual(['succeeded', 'succeeded']);
      expect(upserted).toHaveLength(3);
    } finally {
      answerSlow();
      t.ctx.goHighLevel = original;
    }
  });
});

describe('CSV feed for IMPORTDATA and API keys', () => {
  it('serves a read-only feed by its own token; a new link revokes the old one', async () => {
    const { headers } = await member('feed@example.com');
    const lead = await buy(headers);
    const first = (
      await t.app.inject({ method: 'POST', url: '/api/v1/integrations/create-csv-feed', headers })
    ).json().result.url as string;
    expect(first).toMatch(/\/api\/v1\/feeds\/purchased-leads\.csv\?token=feed_/);
    const path = first.replace(APP_URL, '');
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(lead.id);
    await t.app.inject({ method: 'POST', url: '/api/v1/integrations/create-csv-feed', headers });
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/feeds/purchased-leads.csv?token=feed_nope' })).statusCode,
    ).toBe(401);
  });

  it('creates a key shown once, lists it by prefix, rotates and revokes it', async () => {
    const { headers } = await member('keys@example.com');
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys/create-api-key',
        headers,
        payload: { name: 'Zapier' },
      })
    ).json().result;
    expect(created.key).toMatch(/^sk_\w{8}_[\w-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = await t.app.inject({ url: '/api/v1/api-keys/get-api-keys', headers });
    expect(list.body).not.toContain(created.key);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/leads/get-purchased-premium-leads',
          headers: { 'x-api-key': created.key },
        })
      ).statusCode,
    ).toBe(200);
    const listed = list.json().result[0];
    expect(listed).toMatchObject({ name: 'Zapier', prefix: created.prefix, revoked_at: null });
    const rotated = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys/rotate-api-key',
        headers,
        payload: { id: created._id },
      })
    ).json().result;
    expect(
      (
        await t.app.inject({
          url: '/api/v1/leads/get-purchased-premium-leads',
          headers: { 'x-api-key': created.key },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/leads/get-purchased-premium-leads',
          headers: { 'x-api-key': rotated.key },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys/revoke-api-key',
      headers,
      payload: { id: rotated._id },
    });
    expect(
      (
        await t.app.inject({
          url: '/api/v1/leads/get-purchased-premium-leads',
          headers: { 'x-api-key': rotated.key },
        })
      ).statusCode,
    ).toBe(401);
    const keys = (await t.app.inject({ url: '/api/v1/api-keys/get-api-keys', headers })).json().result;
    expect(keys[0].last_used_at).not.toBeNull();
  });
});
