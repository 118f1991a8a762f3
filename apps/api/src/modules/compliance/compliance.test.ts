import { getDncLists, getLeadCompliance, getMarketplaceLeads, importLeads, uploadDncList } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index.js';
import { adminHeaders, callEndpoint, createLead, useTestApp } from '../../../test/helpers.js';
import { processImportBatch, publishDueLeads } from '../lead-imports/index.js';
import { dncNumberOf } from './compliance.service.js';

/*
 * Issue 18.4 (Do-Not-Call lists checked at import, at publish and at upload, shown before purchase)
 * and 19.5 (the share of published leads with consent and a DNC check, per source).
 */
const t = useTestApp({ leadCount: 10 });

async function leadWith(phone: string, set: Partial<typeof leads.$inferInsert> = {}) {
  const lead = await createLead(t.ctx, { type: 'premium' });
  const [row] = await t.ctx.db
    .update(leads)
    .set({ leadPhone: phone, phoneKey: phone, dnc: null, ...set })
    .where(eq(leads.id, lead.id))
    .returning();
  return row!;
}
const dncOf = async (id: string) => (await t.ctx.db.select().from(leads).where(eq(leads.id, id)))[0]!.dnc;

describe('Do-Not-Call lists', () => {
  it('reads the numbers as extracts write them, and skips what is not one', () => {
    expect(dncNumberOf('2165550100')).toBe('+12165550100');
    expect(dncNumberOf('1-216-555-0101')).toBe('+12165550101');
    expect(dncNumberOf('"Smith",(216) 555-0102,OH')).toBe('+12165550102');
    expect(dncNumberOf('phone_number')).toBeNull();
    expect(dncNumberOf('1165550100')).toBeNull();
  });

  it('flags every lead with a listed number at upload (sold ones too), and clears unsold ones checked', async () => {
    const listed = await leadWith('+12165550111');
    const sold = await leadWith('+12165550112', { status: 'sold_out' });
    const clear = await leadWith('+12165550113');
    const admin = await adminHeaders(t);
    const uploaded = await callEndpoint(t, uploadDncList, {
      body: {
        list: 'dnc',
        file_name: 'oh-216-extract.csv',
        csv: 'phone_number\n2165550111\n(216) 555-0112\n\nnot a number\n2165550199',
      },
      headers: admin,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().result).toMatchObject({
      list: 'dnc',
      numbers: 3,
      file_name: 'oh-216-extract.csv',
      uploaded_by: 'admin@sellersignal.io',
      skipped_lines: 2,
      leads_flagged: 2,
    });
    expect(await dncOf(listed.id)).toBe(true);
    expect(await dncOf(sold.id)).toBe(true);
    expect(await dncOf(clear.id)).toBe(false);

    // Shown before purchase.
    const market = await callEndpoint(t, getMarketplaceLeads, { query: { state: 'TX', limit: '100' } });
    expect(market.json().result.find((l: { id: string }) => l.id === listed.id)).toMatchObject({ dnc: true });

    const lists = await callEndpoint(t, getDncLists, { headers: admin });
    expect(lists.json().result).toEqual([
      expect.objectContaining({ list: 'dnc', numbers: 3, file_name: 'oh-216-extract.csv' }),
    ]);
    const empty = await callEndpoint(t, uploadDncList, {
      body: { list: 'litigator', csv: 'name\nnobody' },
      headers: admin,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ path: 'body.csv' });
  });

  it('checks each lead at import and again at publish, against the lists as they are then', async () => {
    const admin = await adminHeaders(t);
    await callEndpoint(t, uploadDncList, {
      body: { list: 'litigator', csv: '2165550121\n2165550123' },
      headers: admin,
    });
    const header =
      'lead_name,lead_phone,property_type,reason,lead_type,selling_timeline,address_line_1,city,state,ZIP';
    const csv = [
      header,
      'Ann Lee,(216) 555-0121,Single Family,Divorce,premium,ASAP,12 Oak St,Cleveland,OH,44113',
      'Bo Diaz,(216) 555-0122,Single Family,Divorce,premium,ASAP,14 Oak St,Cleveland,OH,44113',
    ].join('\n');
    const started = await callEndpoint(t, importLeads, {
      body: { csv, publish: 'next_window' },
      headers: admin,
    });
    await processImportBatch(t.ctx, started.json().result._id);
    const imported = await t.ctx.db
      .select()
      .from(leads)
      .where(eq(leads.importBatchId, started.json().result._id));
    const byPhone = new Map(imported.map((l) => [l.phoneKey, l]));
    expect(byPhone.get('+12165550121')!.dnc).toBe(true);
    expect(byPhone.get('+12165550122')!.dnc).toBe(false);

    // A lead written without a check (dnc unknown) is checked as it goes on sale.
    const waiting = await leadWith('+12165550123', {
      status: 'scheduled',
      publishAt: t.ctx.clock.now(),
      publishedAt: null,
    });
    await publishDueLeads(t.ctx);
    expect(await dncOf(waiting.id)).toBe(true);
  });
});

describe('consent and DNC coverage per source (19.5)', () => {
  it('counts published leads with a consent record and a DNC check, per source', async () => {
    const admin = await adminHeaders(t);
    const aiCaller = async () =>
      (await callEndpoint(t, getLeadCompliance, { headers: admin }))
        .json()
        .result.sources.find((s: { source: string | null }) => s.source === 'AI caller') ?? {
        published: 0,
        with_consent: 0,
        dnc_checked: 0,
        dnc_flagged: 0,
      };
    const before = await aiCaller();
    const consent = {
      text: 'I agree',
      captured_at: '2026-11-20T10:00:00.000Z',
      ip: null,
      certificate_id: null,
    };
    await leadWith('+12165550131', { source: 'AI caller', consent, dnc: false });
    await leadWith('+12165550132', { source: 'AI caller', consent: null, dnc: true });
    await leadWith('+12165550133', { source: 'AI caller', consent, dnc: null });
    const after = await aiCaller();
    expect({
      published: after.published - before.published,
      with_consent: after.with_consent - before.with_consent,
      dnc_checked: after.dnc_checked - before.dnc_checked,
      dnc_flagged: after.dnc_flagged - before.dnc_flagged,
    }).toEqual({ published: 3, with_consent: 2, dnc_checked: 2, dnc_flagged: 1 });
    const { sources, total } = (await callEndpoint(t, getLeadCompliance, { headers: admin })).json().result;
    const summed = sources.reduce((n: number, s: { published: number }) => n + s.published, 0);
    expect(total.published).toBe(summed);
  });
});
