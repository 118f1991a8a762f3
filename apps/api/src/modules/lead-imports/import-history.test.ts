import { getImportBatch, getImportBatches, getImportRejectedRows, importLeads } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { importBatches, leads } from '../../db/schema/index.js';
import { adminHeaders, callEndpoint, useTestApp } from '../../../test/helpers.js';
import { processImportBatch } from './lead-import.service.js';

const t = useTestApp({ leadCount: 20 });
const HEADER =
  'lead_name,lead_phone,property_type,listed,reason,lead_type,selling_timeline,address_line_1,city,state,zip,price';

async function importFile(fileName: string, rows: string[]) {
  const started = await callEndpoint(t, importLeads, {
    headers: await adminHeaders(t),
    body: { csv: [HEADER, ...rows].join('\n'), publish: 'next_window', file_name: fileName },
  });
  expect(started.statusCode).toBe(200);
  const batchId = started.json().result._id as string;
  await processImportBatch(t.ctx, batchId);
  return batchId;
}

describe('phones at import (decision 022)', () => {
  it('stores every phone in E.164 whatever its punctuation, and refuses a number that is not a valid US number', async () => {
    const batchId = await importFile('phones.csv', [
      'Dana Ruiz,216.555.0244,Single Family,no,Divorce,premium,ASAP,1880 E 9th St,Cleveland,OH,44114,',
      'Omar Hale,+1 (901) 555-0255,Townhouse,no,Relocating,premium,ASAP,45 Union Ave,Memphis,TN,38103,',
      'Ivy Chen,1-512-555-0166,Condo,no,Downsizing,premium,ASAP,77 Rainey St,Austin,TX,78701,',
      'Ned Gray,(200) 555-0100,Condo,no,Divorce,premium,ASAP,78 Rainey St,Austin,TX,78701,',
      'Ann Bell,+44 20 7946 0958,Condo,no,Divorce,premium,ASAP,79 Rainey St,Austin,TX,78701,',
      'Joe Park,555-0100,Condo,no,Divorce,premium,ASAP,80 Rainey St,Austin,TX,78701,',
    ]);
    const stored = await t.ctx.db
      .select({ name: leads.leadName, phone: leads.leadPhone, phoneKey: leads.phoneKey })
      .from(leads)
      .where(eq(leads.importBatchId, batchId));
    expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Dana Ruiz', phone: '+12165550244', phoneKey: '+12165550244' },
      { name: 'Ivy Chen', phone: '+15125550166', phoneKey: '+15125550166' },
      { name: 'Omar Hale', phone: '+19015550255', phoneKey: '+19015550255' },
    ]);
    const rejected = await callEndpoint(t, getImportRejectedRows, {
      headers: await adminHeaders(t),
      query: { id: batchId },
    });
    expect(rejected.json().result.map((r: { errors: string[] }) => r.errors)).toEqual([
      ['phone "(200) 555-0100" is not a valid US number (no such area code or exchange)'],
      ['phone "+44 20 7946 0958" is not a US number (country code +44)'],
      ['phone "555-0100" is too short for a US number (10 digits)'],
    ]);
  });
});

describe('the import history', () => {
  it('keeps each import with its file, who and when, its counts, where its leads are, and every skipped row with why', async () => {
    const batchId = await importFile('omaha-monday.csv', [
      'Pat Kim,(402) 555-0111,Single Family,no,Job loss,premium,1-3 months,700 Elm St,Omaha,NE,68102,',
      'Pat Kim,402.555.0111,Single Family,no,Job loss,premium,1-3 months,700 ELM ST.,Omaha,NE,68102,',
      'Lee Ray,(402) 555-0112,Townhouse,yes,Relocating,exclusive,ASAP,701 Elm St,Omaha,NE,99999,120',
      'bad row',
    ]);
    // The file itself is not kept once imported: the history is.
    const [row] = await t.ctx.db.select().from(importBatches).where(eq(importBatches.id, batchId));
    expect(row!.csv).toBe('');

    const headers = await adminHeaders(t);
    const history = await callEndpoint(t, getImportBatches, { headers, query: { limit: '5' } });
    expect(history.statusCode).toBe(200);
    // The test clock stands still, so both imports of this file share a time: find this one.
    const latest = history.json().result.find((b: { _id: string }) => b._id === batchId);
    expect(latest).toMatchObject({
      _id: batchId,
      file_name: 'omaha-monday.csv',
      status: 'done',
      total_rows: 4,
      imported_rows: 1,
      skipped_rows: 3,
      publish: 'next_window',
      publish_at: '2026-11-21T16:00:00.000Z',
      created_by: { email: 'admin@sellersignal.io' },
      leads: { scheduled: 1, on_hold: 0, published: 0, sold_out: 0, expired: 0, withdrawn: 0 },
      rejected_rows_kept: 3,
    });
    const one = await callEndpoint(t, getImportBatch, { headers, query: { id: batchId } });
    expect(one.json().result).toEqual(latest);

    const firstPage = await callEndpoint(t, getImportRejectedRows, {
      headers,
      query: { id: batchId, limit: '2' },
    });
    expect(firstPage.json().pagination).toEqual({ currentPage: 1, pageCount: 2 });
    expect(firstPage.json().result).toEqual([
      {
        line: 3,
        errors: ['duplicate of line 2 in this file (same phone and address)'],
        summary: 'Pat Kim · 700 ELM ST., Omaha, NE 68102 · premium',
      },
      {
        line: 4,
        errors: ['bad ZIP "99999": not a US ZIP code'],
        summary: 'Lee Ray, (402) 555-0112, Townhouse, yes',
      },
    ]);
    const secondPage = await callEndpoint(t, getImportRejectedRows, {
      headers,
      query: { id: batchId, limit: '2', page: '2' },
    });
    expect(secondPage.json().result).toEqual([
      expect.objectContaining({ line: 5, errors: expect.arrayContaining(['missing phone']) }),
    ]);
  });

  it('starts the threads that check a file as the import page opens (issue 24.4)', async () => {
    const threads = vi.spyOn(t.ctx.state.workerThreads, 'of');
    try {
      const headers = await adminHeaders(t);
      const page = await callEndpoint(t, getImportBatches, { headers, query: { page: '1', limit: '10' } });
      expect(page.statusCode).toBe(200);
      expect(threads.mock.calls.map(([, slot]) => slot)).toEqual([0, 1]);
      const warmed = threads.mock.results.map((result) => result.value as { warm: unknown });
      expect(warmed).toHaveLength(2);
    } finally {
      threads.mockRestore();
    }
  });

  it('answers 404 for an import that does not exist', async () => {
    const headers = await adminHeaders(t);
    const id = '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c';
    expect((await callEndpoint(t, getImportBatch, { headers, query: { id } })).statusCode).toBe(404);
    expect((await callEndpoint(t, getImportRejectedRows, { headers, query: { id } })).statusCode).toBe(404);
  });
});
