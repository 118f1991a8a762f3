import {
  LEAD_DETAIL_CSV_COLUMNS,
  getMarketplaceLeads,
  getPurchasedPremiumLeads,
  importLeads,
  previewLeadImport,
  updateLead,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, importBatches, leads } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { DETAIL_ALIASES } from './lead-detail-cells.js';
import { createGoHighLevel } from '../../ports/go-high-level.js';
import { adminHeaders, callEndpoint, useTestApp } from '../../../test/helpers.js';
import { startFakeGoHighLevel } from '../../../test/go-high-level-stand-in.js';
import {
  buyerWithEndpoint,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/webhook-receiver.js';
import { processImportBatch } from './lead-import.service.js';
import { generateApiKey } from '../../lib/api-key-tokens.js';

/*
 * Issue 18.3 in one path: every new field goes from a CSV import (columns named as vendors and
 * CRMs name them) to the public marketplace (only what identifies nobody), the pull API, a signed
 * webhook payload, the CSV download and the Go High Level stand-in.
 */
const t = useTestApp({ leadCount: 10 });

let receiver: WebhookReceiver;
let ghl: Awaited<ReturnType<typeof startFakeGoHighLevel>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ghl = await startFakeGoHighLevel();
});
afterAll(async () => {
  await receiver.close();
  await ghl.close();
});

const HEADER =
  'Seller Name,Phone,Email,Property Address,City,State,Zip Code,Property Type,Reason,Timeline,Lead Type,Price,' +
  'Beds,Baths,Sq Ft,Lot Size,Year Built,Est Value,Mortgage Balance,Asking Price,Condition,Occupancy,Notes,' +
  'Recording URL,Lead Source,TCPA Consent,Consent Date,Consent IP,TrustedForm Cert,DNC';
const RICH_ROW =
  'Dana Whitfield,(216) 555-0177,Dana.W@Example.com,4410 Lorain Ave,Cleveland,OH,44102,Single Family,Divorce,ASAP,' +
  'exclusive,85,3,1.5,1420,5200,1954,"$185,000","92,000",160000,Needs Repairs,owner occupied,' +
  '"Wants to close before June; roof is 20 years old.",https://recordings.example.com/calls/4410.mp3,Facebook Ads,' +
  '"I agree to be contacted about selling my home.",2026-11-20T14:05:00Z,203.0.113.7,https://cert.trustedform.com/abc123,no';

describe('the detail columns of a lead CSV', () => {
  it('are one list: every canonical column has its aliases, and the template lists the same', () => {
    expect(Object.keys(DETAIL_ALIASES)).toEqual(LEAD_DETAIL_CSV_COLUMNS);
    expect(LEAD_DETAIL_CSV_COLUMNS).toContain('consent_certificate_id');
  });
});

describe('rich leads, from the import to every delivery', () => {
  it('refuses wrong detail cells with reasons, and keeps rows that leave them out', async () => {
    const csv = [
      HEADER,
      'Al Vega,(216) 555-0178,not-an-email,1 Main St,Cleveland,OH,44102,Single Family,Divorce,ASAP,premium,,many,2,,,,,,,shiny,,,http://insecure.example.com/a.mp3,,I agree,,,,maybe',
      'Bo Lin,(216) 555-0179,,2 Main St,Cleveland,OH,44102,Single Family,Divorce,ASAP,premium,,,,,,,,,,,,,,,,,,,',
    ].join('\n');
    const preview = await callEndpoint(t, previewLeadImport, {
      body: { csv },
      headers: await adminHeaders(t),
    });
    expect(preview.statusCode).toBe(200);
    const result = preview.json().result;
    expect(result.valid_rows).toBe(1);
    expect(result.invalid[0].errors).toEqual([
      'seller email "not-an-email" is not an e-mail address',
      'bedrooms "many" must be a whole number from 0 to 50',
      'unknown condition "shiny" (use excellent, good, fair, needs work, distressed)',
      'call recording "http://insecure.example.com/a.mp3" must be an https:// link',
      'consent needs the date and time it was captured',
      'DNC must be yes or no, not "maybe"',
    ]);
  });

  it('carries every field to the marketplace (safely), the pull API, a webhook, the CSV and Go High Level', async () => {
    const admin = await adminHeaders(t);
    const imported = await callEndpoint(t, importLeads, {
      body: { csv: `${HEADER}\n${RICH_ROW}`, publish: 'now', file_name: 'rich.csv' },
      headers: admin,
    });
    expect(imported.statusCode).toBe(200);
    await processImportBatch(t.ctx, imported.json().result._id);
    const [batch] = await t.ctx.db
      .select()
      .from(importBatches)
      .where(eq(importBatches.id, imported.json().result._id));
    expect(batch).toMatchObject({ status: 'done', importedRows: 1 });
    const [lead] = await t.ctx.db.select().from(leads).where(eq(leads.importBatchId, batch!.id));
    expect(lead).toMatchObject({
      sellerEmail: 'dana.w@example.com',
      bedrooms: 3,
      bathrooms: 1.5,
      squareFeet: 1420,
      estimatedValue: 185_000,
      mortgageBalance: 92_000,
      condition: 'needs work',
      occupancy: 'owner-occupied',
      source: 'Meta ads',
      dnc: false,
      status: 'published',
    });

    // The public marketplace: the house and bands, never the seller.
    const market = await callEndpoint(t, getMarketplaceLeads, { query: { state: 'OH', limit: '50' } });
    const listed = market.json().result.find((l: { id: string }) => l.id === lead!.id);
    expect(listed).toMatchObject({
      bedrooms: 3,
      bathrooms: 1.5,
      square_feet: 1420,
      condition: 'needs work',
      occupancy: 'owner-occupied',
      value_band: '$100k–$200k',
      equity_band: '40–60% equity',
      has_consent: true,
      dnc: false,
    });
    for (const secret of ['Dana', 'example.com', 'recordings', 'roof', '203.0.113.7', '4410 Lorain'])
      expect(market.body).not.toContain(secret);

    // A buyer with a webhook endpoint, Go High Level (the real adapter against the stand-in) and an API key.
    const buyer = await buyerWithEndpoint(t, receiver, 'rich-buyer@example.com');
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/connect-go-high-level',
      headers: buyer.headers,
      payload: { private_integration_token: 'pit-rich-leads-token', location_id: 'LocRich12345' },
    });
    expect(connected.statusCode).toBe(200);
    const key = generateApiKey();
    await t.ctx.db
      .insert(apiKeys)
      .values({ userId: buyer.user.id, name: 'CRM', prefix: key.prefix, keyHash: key.keyHash });
    const original = t.ctx.goHighLevel;
    t.ctx.goHighLevel = createGoHighLevel({ baseUrl: ghl.baseUrl });
    try {
      const bought = await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads/buy-exclusive-lead',
        headers: buyer.headers,
        payload: { lead_id: lead!.id },
      });
      expect(bought.statusCode).toBe(200);
      await runMaintenance(t.ctx);
    } finally {
      t.ctx.goHighLevel = original;
    }

    const expected = {
      id: lead!.id,
      seller_email: 'dana.w@example.com',
      bedrooms: 3,
      bathrooms: 1.5,
      square_feet: 1420,
      lot_size_sqft: 5200,
      year_built: 1954,
      estimated_value: 185_000,
      mortgage_balance: 92_000,
      equity: 93_000,
      equity_percent: 50.3,
      asking_price: 160_000,
      condition: 'needs work',
      occupancy: 'owner-occupied',
      seller_notes: 'Wants to close before June; roof is 20 years old.',
      call_recording_url: 'https://recordings.example.com/calls/4410.mp3',
      source: 'Meta ads',
      consent: {
        text: 'I agree to be contacted about selling my home.',
        captured_at: '2026-11-20T14:05:00.000Z',
        ip: '203.0.113.7',
        certificate_id: 'https://cert.trustedform.com/abc123',
      },
      dnc: false,
      county: 'Cuyahoga County, OH',
      published_at: expect.any(String),
    };

    // The signed webhook payload.
    const delivered = receiver.received.find((r) => r.body.includes(lead!.id));
    const verified = new Webhook(buyer.endpoint.secret).verify(
      delivered!.body,
      delivered!.headers as Record<string, string>,
    ) as { type: string; data: object };
    expect(verified.type).toBe('lead.purchased');
    expect(verified.data).toMatchObject(expected);

    // The pull API.
    const pulled = await callEndpoint(t, getPurchasedPremiumLeads, { headers: { 'x-api-key': key.key } });
    expect(pulled.json().result.find((l: { id: string }) => l.id === lead!.id)).toMatchObject(expected);

    // The CSV download: a column for each detail.
    const csv = await t.app.inject({
      url: '/api/v1/leads/download-purchased-leads?lead_type=exclusive',
      headers: buyer.headers,
    });
    const [heading, row] = csv.body.trim().split('\r\n');
    const cells = Object.fromEntries(
      heading!.split('","').map((h, i) => [h.replace(/"/g, ''), row!.split('","')[i]!.replace(/"/g, '')]),
    );
    expect(cells).toMatchObject({
      Bedrooms: '3',
      Bathrooms: '1.5',
      'Estimated Value': '185000',
      Equity: '93000',
      'Equity %': '50.3',
      Condition: 'needs work',
      'Lead Source': 'Meta ads',
      'Consent Certificate': 'https://cert.trustedform.com/abc123',
      DNC: 'No',
      County: 'Cuyahoga County, OH',
    });

    // Go High Level: the e-mail on the contact, the details as custom fields and in the note.
    const upsert = ghl.requests.find((r) => r.path === '/contacts/upsert');
    expect(upsert!.body).toMatchObject({
      locationId: 'LocRich12345',
      email: 'dana.w@example.com',
      customFields: expect.arrayContaining([
        { key: 'bedrooms', field_value: '3' },
        { key: 'estimated_value', field_value: '185000' },
        { key: 'equity_percent', field_value: '50.3' },
        { key: 'condition', field_value: 'needs work' },
        { key: 'consent_certificate_id', field_value: 'https://cert.trustedform.com/abc123' },
      ]),
    });
    expect((upsert!.body as { dnd?: boolean }).dnd).toBeUndefined();
    const note = ghl.requests.find((r) => r.path.endsWith('/notes'));
    expect((note!.body as { body: string }).body).toContain(
      'Seller notes: Wants to close before June; roof is 20 years old.',
    );
  });

  it('lets the team set and clear details in an edit; equity follows', async () => {
    const [lead] = await t.ctx.db.select().from(leads).limit(1);
    const admin = await adminHeaders(t);
    const edited = await callEndpoint(t, updateLead, {
      body: { id: lead!.id, estimated_value: 200_000, mortgage_balance: 0, condition: 'good', dnc: true },
      headers: admin,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({
      equity: 200_000,
      equity_percent: 100,
      condition: 'good',
      dnc: true,
    });
    const cleared = await callEndpoint(t, updateLead, {
      body: { id: lead!.id, mortgage_balance: null, condition: null },
      headers: admin,
    });
    expect(cleared.json().result).toMatchObject({
      equity: null,
      equity_percent: null,
      condition: null,
      dnc: true,
    });
    const refused = await callEndpoint(t, updateLead, {
      body: { id: lead!.id, bathrooms: 2.3, call_recording_url: 'http://x.example.com/a.mp3' },
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.bathrooms', 'body.call_recording_url']);
  });
});
