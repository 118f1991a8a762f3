import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { describe, expect, it, vi } from 'vitest';
import {
  importBatches,
  importRejectedRows,
  leads,
  outboxMessages,
  sellerOptOuts,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/client.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { nextPublishWindow } from './publishing.service.js';
import { previewImport, processImportBatch } from './lead-import.service.js';
import {
  APP_URL,
  adminHeaders,
  DEMO_PASSWORD,
  createCustomer,
  loginAs,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 20 });
const HEADER =
  'Lead Name,Lead Phone,Property Type,Listed,Reason,Lead Type,Selling Timeline,Address Line 1,City,State,ZIP,Price';
/** The admin's headers: a session made directly (no sign-in, so no login limit and no argon2 cost). */
const admin = () => adminHeaders(t);

/** Imports a file for the next 10:00 and runs its job: the batch, and the lines it refused with why. */
async function importAndRun(csv: string, headers: Awaited<ReturnType<typeof admin>>) {
  const id = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/import-leads',
      headers,
      payload: { csv, publish: 'next_window' },
    })
  ).json().result._id as string;
  await processImportBatch(t.ctx, id);
  const [batch] = await t.ctx.db.select().from(importBatches).where(eq(importBatches.id, id));
  const refused = await t.ctx.db
    .select({ line: importRejectedRows.line, errors: importRejectedRows.errors })
    .from(importRejectedRows)
    .where(eq(importRejectedRows.batchId, id))
    .orderBy(importRejectedRows.line);
  return { batch: batch!, refused };
}

describe('lead CSV preview', () => {
  it('says per row what is wrong, and accepts the good rows', async () => {
    const csv = [
      HEADER,
      'Ana Lopez,(512) 555-0101,Single Family,no,Divorce,premium,ASAP,12 Oak St,Austin,TX,78701,',
      'No Phone,,Condo,no,Divorce,premium,ASAP,13 Oak St,Austin,TX,78701,',
      'Bad Zip,(512) 555-0102,Condo,no,Divorce,premium,ASAP,14 Oak St,Austin,TX,00000,',
      'Bad State,(512) 555-0103,Condo,no,Divorce,premium,ASAP,15 Oak St,Austin,ZZ,78701,',
      'Dup In File,512.555.0101,Condo,no,Divorce,premium,ASAP,12 OAK ST.,Austin,TX,78701,',
      '"=HYPERLINK(""http://evil"")",(512) 555-0104,Condo,no,Divorce,premium,ASAP,17 Oak St,Austin,TX,78701,',
      'Wrong State,(512) 555-0105,Condo,no,Divorce,premium,ASAP,18 Oak St,Austin,CA,78701,',
      'Exclusive No Price,(512) 555-0106,Condo,no,Divorce,exclusive,ASAP,19 Oak St,Austin,TX,78701,',
      `Huge,(512) 555-0107,Condo,no,${'x'.repeat(20_000)},premium,ASAP,20 Oak St,Austin,TX,78701,`,
      'Broken \uFFFD Name,(512) 555-0108,Condo,no,Divorce,premium,ASAP,21 Oak St,Austin,TX,78701,',
      'Second House,+1 (512) 555-0101,Condo,no,Tired landlord,premium,ASAP,40 Elm St,Austin,TX,78701,',
      'Bad Phone,(200) 555-0109,Condo,no,Divorce,premium,ASAP,22 Oak St,Austin,TX,78701,',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/preview-lead-import',
      headers: await admin(),
      payload: { csv },
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json().result;
    expect(preview).toMatchObject({ total_rows: 12, valid_rows: 2, invalid_rows: 10 });
    const errorsOf = (line: number) =>
      preview.invalid.find((r: { line: number }) => r.line === line)?.errors as string[];
    expect(errorsOf(3)).toContain('missing phone');
    expect(errorsOf(4)).toContain('bad ZIP "00000": not a US ZIP code');
    expect(errorsOf(5)).toContain('unknown state "ZZ"');
    expect(errorsOf(6)).toContain('duplicate of line 2 in this file (same phone and address)');
    expect(errorsOf(7)).toContain('seller name looks like a spreadsheet formula');
    expect(errorsOf(8)).toContain('ZIP 78701 is in TX, not CA');
    expect(errorsOf(9)).toContain('exclusive leads need a price (a price column or a batch price)');
    expect(errorsOf(10)).toContain('line is longer than 10,000 characters');
    expect(errorsOf(11)).toContain('seller name has unreadable characters: save the file as CSV UTF-8');
    // The landlord's second house (same phone, another address) is a lead of its own.
    expect(errorsOf(12)).toBeUndefined();
    expect(errorsOf(13)).toEqual([
      'phone "(200) 555-0109" is not a valid US number (no such area code or exchange)',
    ]);
  });

  it('flags a duplicate of an existing lead only when phone and address both match, and missing columns', async () => {
    const [existing] = await t.ctx.db.select().from(leads).limit(1);
    const row = (phone: string, address: string) =>
      `Someone,${phone},Condo,no,Divorce,premium,ASAP,${address},${existing!.city},${existing!.state},${existing!.zip},`;
    const digits = existing!.leadPhone.replace(/\D/g, '');
    const csv = [
      HEADER,
      row(digits, existing!.addressLine1.toUpperCase()),
      row(digits, `1 New Rd`),
      row('(402) 555-0199', existing!.addressLine1),
      // A repeat of line 2, which is also in the database: it keeps its own reason only (the preview
      // asks the database about a chunk before the file's repeats in it are marked).
      row(digits, existing!.addressLine1),
    ].join('\n');
    const preview = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/preview-lead-import',
        headers: await admin(),
        payload: { csv },
      })
    ).json().result;
    expect(preview).toMatchObject({ valid_rows: 2, invalid_rows: 2 });
    expect(preview.invalid).toEqual([
      expect.objectContaining({
        line: 2,
        errors: ['duplicate of an existing lead (same phone and address)'],
      }),
      expect.objectContaining({
        line: 5,
        errors: ['duplicate of line 2 in this file (same phone and address)'],
      }),
    ]);
    // Imported from the preview's kept check: the duplicate is refused again, under the locks.
    const { batch, refused } = await importAndRun(csv, await admin());
    expect(batch).toMatchObject({ status: 'done', importedRows: 2, skippedRows: 2 });
    expect(refused).toEqual([
      { line: 2, errors: ['duplicate of an existing lead (same phone and address)'] },
      { line: 5, errors: ['duplicate of line 2 in this file (same phone and address)'] },
    ]);
    // Scheduled for the next 10:00: gone again, so that the publishing tests below count their own.
    await t.ctx.db.delete(leads).where(eq(leads.importBatchId, batch.id));
    const noColumns = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/preview-lead-import',
      headers: await admin(),
      payload: { csv: 'Name,Phone\nA,1' },
    });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().errors[0].message).toMatch(
      /^Missing columns: property_type, reason, selling_timeline, address_line_1, city, state, zip$/,
    );
  });

  it('refuses at import a number put on the do-not-sell list after the preview, with its reason (issue 24.4)', async () => {
    const row = (name: string, phone: string) =>
      `${name},${phone},Condo,no,Divorce,premium,ASAP,7 Late Opt Rd,Omaha,NE,68102,`;
    const csv = [HEADER, row('Stays', '(402) 555-0171'), row('Opts Out', '(402) 555-0172')].join('\n');
    const headers = await admin();
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/preview-lead-import',
      headers,
      payload: { csv },
    });
    expect(preview.json().result).toMatchObject({ valid_rows: 2, invalid_rows: 0 });
    // The seller opts out between the preview and the import: the kept check still says valid, and
    // the chunk's insert, which checks the list itself, leaves the row out.
    const optedOutAt = t.ctx.clock.now();
    await t.ctx.db.insert(sellerOptOuts).values({ phone: '+14025550172', source: 'seller', optedOutAt });
    const { batch, refused } = await importAndRun(csv, headers);
    expect(batch).toMatchObject({ status: 'done', importedRows: 1, skippedRows: 1 });
    const added = await t.ctx.db
      .select({ leadName: leads.leadName })
      .from(leads)
      .where(eq(leads.importBatchId, batch.id));
    expect(added).toEqual([{ leadName: 'Stays' }]);
    const day = optedOutAt.toISOString().slice(0, 10);
    expect(refused).toEqual([
      { line: 3, errors: [`the seller asked us not to sell this number (do-not-sell list since ${day})`] },
    ]);
    // Scheduled for the next 10:00: gone again, so that the publishing tests below count their own.
    await t.ctx.db.delete(leads).where(eq(leads.importBatchId, batch.id));
    await t.ctx.db.delete(sellerOptOuts).where(eq(sellerOptOuts.phone, '+14025550172'));
  });

  it("takes the preview's check without reading the file back, and reads and checks a file no check is kept for (issue 24.4)", async () => {
    const row = (name: string, phone: string) =>
      `${name},${phone},Condo,no,Divorce,premium,ASAP,9 Kept Check Rd,Omaha,NE,68102,`;
    const csv = [HEADER, row('First Kept', '(402) 555-0181'), row('Second Kept', '(402) 555-0182')].join(
      '\n',
    );
    const headers = await admin();
    const queue = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/import-leads', headers, payload });
    const run = async (id: string) => {
      await processImportBatch(t.ctx, id);
      const [batch] = await t.ctx.db.select().from(importBatches).where(eq(importBatches.id, id));
      return batch!;
    };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/preview-lead-import',
      headers,
      payload: { csv },
    });
    expect(preview.json().result).toMatchObject({ valid_rows: 2 });
    // The stored file is spoiled before the job runs: the job never reads it, as the preview's check
    // of the same file is kept.
    const kept = (await queue({ csv, publish: 'next_window' })).json().result._id as string;
    await t.ctx.db.update(importBatches).set({ csv: 'not,the,file' }).where(eq(importBatches.id, kept));
    expect(await run(kept)).toMatchObject({ status: 'done', importedRows: 2, totalRows: 2 });
    await t.ctx.db.delete(leads).where(eq(leads.importBatchId, kept));
    // The check was taken: the same file queued again is read back from its batch and checked (its
    // spoiled copy refused whole, as the file it now is).
    const again = (await queue({ csv, publish: 'next_window' })).json().result._id as string;
    await t.ctx.db.update(importBatches).set({ csv: 'not,the,file' }).where(eq(importBatches.id, again));
    expect(await run(again)).toMatchObject({ status: 'failed', importedRows: 0 });
    // A batch queued before the key was kept (null) is read and checked as well.
    const older = (await queue({ csv, publish: 'next_window' })).json().result._id as string;
    await t.ctx.db.update(importBatches).set({ checkKey: null }).where(eq(importBatches.id, older));
    expect(await run(older)).toMatchObject({ status: 'done', importedRows: 2 });
    await t.ctx.db.delete(leads).where(eq(leads.importBatchId, older));
  });

  it('checks a file over 64 kB in the kept worker thread, with the same answers (issue 24.4)', async () => {
    const rows = Array.from(
      { length: 1_200 },
      (_, i) =>
        `Big File ${i},(512) 555-${String(1000 + i).padStart(4, '0')},Condo,no,Divorce,premium,ASAP,${i + 1} Big Ave,Austin,TX,78701,`,
    );
    const bigFile = [
      HEADER,
      ...rows,
      'Bad Zip,(512) 555-0999,Condo,no,Divorce,premium,ASAP,1 Zip St,Austin,TX,00000,',
    ];
    expect(bigFile.join('\n').length).toBeGreaterThan(64 * 1024);
    const preview = async (csv: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/preview-lead-import',
        headers: await admin(),
        payload: { csv },
      });
    // Twice: the second check runs on the thread the first one started.
    for (let round = 0; round < 2; round++) {
      const response = await preview(bigFile.join('\n'));
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toMatchObject({ total_rows: 1_201, valid_rows: 1_200, invalid_rows: 1 });
      expect(response.json().result.invalid[0]).toMatchObject({
        line: 1_202,
        errors: ['bad ZIP "00000": not a US ZIP code'],
      });
    }
    // A file refused whole is refused from the thread as from here.
    const refused = await preview(['Name,Phone', ...rows].join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toMatch(/^Missing columns: property_type, reason/);
  });

  it('checks a file over 1 MB in two threads, half each, with the answers of one (issue 24.4)', async () => {
    const row = (i: number, zip = '78701') =>
      `Split ${i},(512) 6${String(Math.floor(i / 1_000)).padStart(2, '0')}-${String(i % 1_000).padStart(4, '0')},Condo,no,${i === 10 ? '"Two lines,\nof reason"' : 'Divorce'},premium,ASAP,${i + 1} Split Ave,Austin,TX,${zip},`;
    const rows = Array.from({ length: 14_000 }, (_, i) =>
      row(i, i === 20 || i === 6_000 ? '00000' : '78701'),
    );
    // The second half repeats a seller of the first.
    rows[9_000] = row(100);
    const csv = [HEADER, ...rows].join('\n');
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    const threads = vi.spyOn(t.ctx.state.workerThreads, 'of');
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/preview-lead-import',
        headers: await admin(),
        payload: { csv },
      });
      // The body's parse had a thread of its own (http/json-body.ts); the check, two.
      const checks = threads.mock.calls.filter(([module]) => module.pathname.includes('check-rows'));
      expect(checks.map(([, slot]) => slot)).toEqual([0, 1]);
      expect(threads.mock.calls.map(([module]) => path.basename(module.pathname))).toContain(
        'json-body.worker.js',
      );
      const preview = response.json().result;
      expect(preview).toMatchObject({ total_rows: 14_000, valid_rows: 13_997, invalid_rows: 3 });
      // Row i starts on line i + 2, and one line later after row 10 (its reason has two lines).
      expect(preview.invalid).toEqual([
        { line: 23, errors: ['bad ZIP "00000": not a US ZIP code'], summary: expect.any(String) },
        { line: 6_003, errors: ['bad ZIP "00000": not a US ZIP code'], summary: expect.any(String) },
        {
          line: 9_003,
          errors: ['duplicate of line 103 in this file (same phone and address)'],
          summary: expect.any(String),
        },
      ]);
      expect(preview.sample[0]).toMatchObject({ line: 2 });
    } finally {
      threads.mockRestore();
    }
  });

  it("fails a preview with the database's own error when a chunk's check fails, whichever thread's (issue 24.4)", async () => {
    const rows = Array.from(
      { length: 14_000 },
      (_, i) =>
        `Gone ${i},(512) 7${String(Math.floor(i / 1_000)).padStart(2, '0')}-${String(i % 1_000).padStart(4, '0')},Condo,no,Divorce,premium,ASAP,${i + 1} Gone Ave,Austin,TX,78701,`,
    );
    const csv = [HEADER, ...rows].join('\n');
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    // The chunks are asked about as either thread hands them over; from the seventh question on the
    // database is gone, while chunks of both threads are still coming.
    const select = t.ctx.db.select.bind(t.ctx.db);
    let asked = 0;
    const gone = vi.spyOn(t.ctx.db, 'select').mockImplementation(((...args: Parameters<typeof select>) => {
      if (++asked > 6) throw new Error('database gone');
      return select(...args);
    }) as typeof select);
    try {
      await expect(previewImport(t.ctx, { csv })).rejects.toThrow('database gone');
    } finally {
      gone.mockRestore();
    }
    // Nothing is left running: the next preview of the same file answers.
    expect(await previewImport(t.ctx, { csv })).toMatchObject({ total_rows: 14_000, invalid_rows: 0 });
  });

  it('is for admins only', async () => {
    const member = { cookie: await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD), origin: APP_URL };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/preview-lead-import',
          headers: member,
          payload: { csv: HEADER },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('importing and publishing at 10:00 Central', () => {
  it('publishes at the next 10:00 America/Chicago, across daylight-saving changes', () => {
    expect(nextPublishWindow(new Date('2026-03-07T15:00:00Z')).toISOString()).toBe(
      '2026-03-07T16:00:00.000Z',
    ); // 9:00 CST → 10:00 CST
    expect(nextPublishWindow(new Date('2026-03-07T17:00:00Z')).toISOString()).toBe(
      '2026-03-08T15:00:00.000Z',
    ); // DST starts: 10:00 CDT
    expect(nextPublishWindow(new Date('2026-10-31T16:00:00Z')).toISOString()).toBe(
      '2026-11-01T16:00:00.000Z',
    ); // DST ends: 10:00 CST
    expect(nextPublishWindow(new Date('2026-07-01T14:59:00Z')).toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
    expect(nextPublishWindow(new Date('2026-07-01T15:00:00Z')).toISOString()).toBe(
      '2026-07-02T15:00:00.000Z',
    );
  });

  it('imports the valid rows, keeps them off the marketplace until 10:00, then publishes and sends alerts', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'alerts@example.com' });
    const member = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/create-saved-search',
      headers: member,
      payload: { name: 'Omaha deals', filters: { state: 'NE', city: 'Omaha' }, alerts_enabled: true },
    });
    const csv = [
      HEADER,
      'Pat Kim,(402) 555-0111,Single Family,no,Job loss,premium,1-3 months,700 Elm St,Omaha,NE,68102,',
      'Lee Ray,(402) 555-0112,Townhouse,yes,Relocating,exclusive,ASAP,701 Elm St,Omaha,NE,68102,120',
      'bad row',
    ].join('\n');
    t.clock.set('2026-11-21T15:00:00Z'); // 09:00 CST
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/import-leads',
      headers: await admin(),
      payload: { csv, publish: 'next_window' },
    });
    expect(started.statusCode).toBe(200);
    const batchId = started.json().result._id;
    expect(started.json().result.publish_at).toBe('2026-11-21T16:00:00.000Z');
    await processImportBatch(t.ctx, batchId);
    const progress = (
      await t.app.inject({ url: `/api/v1/admin/get-import-batch?id=${batchId}`, headers: await admin() })
    ).json().result;
    expect(progress).toMatchObject({
      status: 'done',
      total_rows: 3,
      processed_rows: 3,
      imported_rows: 2,
      skipped_rows: 1,
    });
    const market = () =>
      t.app
        .inject({ url: '/api/v1/leads/get-marketplace-leads-unauthorized?city=Omaha' })
        .then((r) => r.json().result);
    expect(await market()).toEqual([]);

    t.clock.set('2026-11-21T16:00:30Z');
    const summary = await runMaintenance(t.ctx);
    expect(summary.publishedLeads).toBe(2);
    const listed = await market();
    expect(listed).toHaveLength(2);
    const exclusive = listed.find((l: { lead_type: string }) => l.lead_type === 'exclusive');
    expect(exclusive.price).toBe(120);
    const [stored] = await t.ctx.db
      .select()
      .from(leads)
      .where(and(eq(leads.city, 'Omaha'), eq(leads.leadType, 'premium')));
    expect(stored!.lat).toBeCloseTo(zipcodes.lookup('68102')!.latitude, 3);
    expect(stored!.expiresAt!.getTime() - stored!.publishedAt!.getTime()).toBe(30 * 86_400_000);
    const alerts = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'alerts@example.com'),
          eq(outboxMessages.template, 'new-lead-alert'),
        ),
      );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe('2 new leads match "Omaha deals"');
    expect(alerts[0]!.body).not.toContain('(402) 555-0111');
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('adds a lead once when two imports of it run at the same time (decision 022)', async () => {
    const csv = [
      HEADER,
      'Twin Row,(402) 555-0177,Single Family,no,Divorce,premium,ASAP,9 Twin Oaks Dr,Omaha,NE,68102,',
    ].join('\n');
    const ids = await Promise.all(
      [1, 2].map(
        async () =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/v1/admin/import-leads',
              headers: await admin(),
              payload: { csv, publish: 'next_window' },
            })
          ).json().result._id as string,
      ),
    );
    await Promise.all(ids.map((id) => processImportBatch(t.ctx, id)));
    const added = await t.ctx.db.select().from(leads).where(eq(leads.addressLine1, '9 Twin Oaks Dr'));
    expect(added).toHaveLength(1);
    const batches = await t.ctx.db.select().from(importBatches).where(inArray(importBatches.id, ids));
    expect(batches.map((b) => b.importedRows).sort()).toEqual([0, 1]);
    const [loser] = batches.filter((b) => b.importedRows === 0);
    const [kept] = await t.ctx.db
      .select()
      .from(importRejectedRows)
      .where(eq(importRejectedRows.batchId, loser!.id));
    expect(kept!.errors).toEqual(['duplicate of an existing lead (same phone and address)']);
  });

  it('imports a previewed file from the preview’s check, and checks again when the defaults differ (issue 24.4)', async () => {
    const zips = zipcodes
      .lookupByState('IA')
      .filter((z) => z.country === 'US')
      .slice(0, 20);
    // Over 64 kB, so that the file is checked in the worker thread when it is checked.
    const csv = [
      HEADER,
      ...Array.from({ length: 700 }, (_, i) => {
        const zip = zips[i % zips.length]!;
        return `Kept ${i},(515) 302-${String(i).padStart(4, '0')},Single Family,no,Divorce,exclusive,ASAP,${i} Kept Ave,${zip.city},IA,${zip.zip},`;
      }),
    ].join('\n');
    // Line 2's seller again at the end: the preview refuses the repeat, and so does the import
    // that takes its check (the rows it kept were marked as the preview went).
    const repeat = csv.split('\n')[1]!;
    const csvWithRepeat = `${csv}\n${repeat}`;
    expect(csv.length).toBeGreaterThan(64 * 1024);
    const post = async (path: string, payload: object) =>
      (
        await t.app.inject({ method: 'POST', url: `/api/v1/admin/${path}`, headers: await admin(), payload })
      ).json().result;
    const pricesOf = (street: string) =>
      t.ctx.db
        .select({ price: leads.priceCents, rows: sql<number>`count(*)::int` })
        .from(leads)
        .where(sql`${leads.addressLine1} like ${`% ${street}`}`)
        .groupBy(leads.priceCents);
    const checks = vi.spyOn(t.ctx.state.workerThreads, 'of');
    try {
      expect(await post('preview-lead-import', { csv: csvWithRepeat, default_price: 150 })).toMatchObject({
        valid_rows: 700,
        invalid_rows: 1,
        invalid: [{ line: 702, errors: ['duplicate of line 2 in this file (same phone and address)'] }],
      });
      expect(checks).toHaveBeenCalledTimes(1);
      const batch = await post('import-leads', {
        csv: csvWithRepeat,
        default_price: 150,
        publish: 'next_window',
      });
      await processImportBatch(t.ctx, batch._id);
      expect(checks).toHaveBeenCalledTimes(1);
      expect(await pricesOf('Kept Ave')).toEqual([{ price: 15_000, rows: 700 }]);
      const [imported] = await t.ctx.db.select().from(importBatches).where(eq(importBatches.id, batch._id));
      expect(imported).toMatchObject({ status: 'done', importedRows: 700, skippedRows: 1 });
      expect(
        await t.ctx.db
          .select({ line: importRejectedRows.line, errors: importRejectedRows.errors })
          .from(importRejectedRows)
          .where(eq(importRejectedRows.batchId, batch._id)),
      ).toEqual([{ line: 702, errors: ['duplicate of line 2 in this file (same phone and address)'] }]);
      // Imported with other defaults than its preview's: checked again (the kept prices were 150).
      const again = csv.replaceAll('Kept', 'Again');
      await post('preview-lead-import', { csv: again, default_price: 150 });
      const other = await post('import-leads', { csv: again, default_price: 200, publish: 'next_window' });
      await processImportBatch(t.ctx, other._id);
      expect(checks).toHaveBeenCalledTimes(3);
      expect(await pricesOf('Again Ave')).toEqual([{ price: 20_000, rows: 700 }]);
    } finally {
      checks.mockRestore();
    }
  });

  it('writes chunks side by side: two imports of the same sellers at once add each lead once, and count every row (issue 24.4)', async () => {
    // Two files (each checked in the request's thread, so both run at once) with the same 500
    // sellers, the second in reverse order so that its chunk takes the phones' locks in another
    // order of rows; in the first, 10 phones come back at another address (a landlord's second
    // house: a lead of its own), in the same chunk as their first address.
    const zips = zipcodes
      .lookupByState('NE')
      .filter((z) => z.country === 'US')
      .slice(0, 50);
    const seller = (i: number, second = false) => {
      const zip = zips[i % zips.length]!;
      return `Side ${i},(402) 301-${String(i).padStart(4, '0')},Single Family,no,Divorce,premium,ASAP,${i}${second ? ' Second' : ''} Side St,${zip.city},NE,${zip.zip},`;
    };
    const first = Array.from({ length: 500 }, (_, i) => seller(i));
    for (let i = 0; i < 10; i++) first.splice(490 + i * 2, 0, seller(i, true));
    const second = [
      ...Array.from({ length: 500 }, (_, i) => seller(499 - i)),
      ...Array.from({ length: 10 }, (_, i) => seller(500 + i)),
    ];
    const ids = await Promise.all(
      [first, second].map(
        async (lines) =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/v1/admin/import-leads',
              headers: await admin(),
              payload: { csv: [HEADER, ...lines].join('\n'), publish: 'next_window' },
            })
          ).json().result._id as string,
      ),
    );
    await Promise.all(ids.map((id) => processImportBatch(t.ctx, id)));
    const [counts] = await t.ctx.db
      .select({
        leads: sql<number>`count(*)::int`,
        identities: sql<number>`count(distinct (${leads.phoneKey}, ${leads.addressKey}))::int`,
      })
      .from(leads)
      .where(sql`${leads.addressLine1} like '% Side St'`);
    expect(counts).toEqual({ leads: 520, identities: 520 });
    const batches = await t.ctx.db.select().from(importBatches).where(inArray(importBatches.id, ids));
    expect(batches.map((b) => [b.status, b.processedRows])).toEqual([
      ['done', 510],
      ['done', 510],
    ]);
    expect(batches.reduce((sum, b) => sum + b.importedRows, 0)).toBe(520);
    expect(batches.reduce((sum, b) => sum + b.skippedRows, 0)).toBe(500);
    const [rejected] = await t.ctx.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(importRejectedRows)
      .where(inArray(importRejectedRows.batchId, ids));
    expect(rejected!.rows).toBe(500);
  });

  it('continues a batch whose worker stopped from its last chunk, and leaves a working one alone (issue 23.3)', async () => {
    const zips = zipcodes
      .lookupByState('TX')
      .filter((z) => z.country === 'US')
      .slice(0, 100);
    const rows = Array.from({ length: 1_200 }, (_, i) => {
      const zip = zips[i % zips.length]!;
      return `Resumed ${i},(512) 3${String(Math.floor(i / 1_000)).padStart(2, '0')}-${String(i % 1_000).padStart(4, '0')},Single Family,no,Divorce,premium,ASAP,${i} Resume Rd,${zip.city},TX,${zip.zip},`;
    });
    const start = async (lines: string[]) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/import-leads',
          headers: await admin(),
          payload: { csv: [HEADER, ...lines].join('\n'), publish: 'next_window' },
        })
      ).json().result._id as string;
    t.clock.set('2026-11-22T15:00:00Z');
    // The stopped worker's rows 1–500 are in the database, with their progress; it was killed after.
    const firstChunk = await start(rows.slice(0, 500));
    await processImportBatch(t.ctx, firstChunk);
    const stopped = await start(rows);
    const working = await start(rows.slice(0, 1));
    const quietSince = new Date(t.clock.now().getTime() - 6 * 60_000);
    await t.ctx.db
      .update(importBatches)
      .set({
        status: 'processing',
        totalRows: 1_200,
        processedRows: 500,
        importedRows: 500,
        progressAt: quietSince,
      })
      .where(eq(importBatches.id, stopped));
    const busySince = new Date(t.clock.now().getTime() - 60_000);
    await t.ctx.db
      .update(importBatches)
      .set({ status: 'processing', progressAt: busySince })
      .where(eq(importBatches.id, working));

    const summary = await runMaintenance(t.ctx);
    expect(summary.resumedImports).toBe(1);
    const [resumed] = await t.ctx.db.select().from(importBatches).where(eq(importBatches.id, stopped));
    expect(resumed).toMatchObject({
      status: 'done',
      totalRows: 1_200,
      processedRows: 1_200,
      importedRows: 1_200,
      skippedRows: 0,
    });
    // Rows 501–1,200 were added by the take-over; rows 1–500 were not checked again (they would be
    // duplicates of themselves).
    const added = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.importBatchId, stopped));
    expect(added[0]!.n).toBe(700);
    expect(
      await t.ctx.db.select().from(importRejectedRows).where(eq(importRejectedRows.batchId, stopped)),
    ).toEqual([]);
    const [untouched] = await t.ctx.db.select().from(importBatches).where(eq(importBatches.id, working));
    expect(untouched).toMatchObject({ status: 'processing', processedRows: 0 });
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it("keeps an import's file with lz4 on PostgreSQL, and with the default where lz4 is not built in (issue 24.4)", async () => {
    const [column] = await rowsOf<{ compression: string }>(
      t.ctx.db,
      sql`select attcompression as compression from pg_attribute
          where attrelid = 'import_batches'::regclass and attname = 'csv'`,
    );
    // 'l' is lz4; '' the server's default (pglz), as PGlite is built without lz4 (migration 0032).
    const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);
    expect(column?.compression).toBe(onPostgres ? 'l' : '');
  });

  // Run once per suite: on PostgreSQL when it is available, else on the embedded database.
  const runBig = process.env.TEST_DB === 'postgres' || !process.env.DATABASE_URL;
  it.runIf(runBig)(
    'imports a 50,000-row file in the background with progress, without blocking other requests',
    async () => {
      const zips = zipcodes
        .lookupByState('TX')
        .filter((z) => z.country === 'US')
        .slice(0, 500);
      const lines = [HEADER];
      // Real Texas area codes: a number in an area code nobody has is refused (decision 022).
      const areaCodes = ['214', '281', '512', '713', '737', '817', '832', '915', '972'];
      for (let i = 0; i < 50_000; i++) {
        const zip = zips[i % zips.length]!;
        const exchange = 200 + Math.floor(i / 10_000) * 100 + (i % 7);
        lines.push(
          `Seller ${i},(${areaCodes[i % areaCodes.length]}) ${exchange}-${String(i % 10_000).padStart(4, '0')},Single Family,no,Divorce,premium,ASAP,${i} Bulk Rd,${zip.city},TX,${zip.zip},`,
        );
      }
      const csv = lines.join('\n');
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/import-leads',
        headers: await admin(),
        payload: { csv, publish: 'now' },
      });
      expect(started.statusCode).toBe(200);
      const batchId = started.json().result._id;
      const begin = Date.now();
      const running = processImportBatch(t.ctx, batchId);
      // The API keeps answering while the import runs.
      const health = await t.app.inject({ url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      await running;
      const [batch] = await t.ctx.db.select().from(importBatches).where(eq(importBatches.id, batchId));
      expect(batch).toMatchObject({ status: 'done', totalRows: 50_000, processedRows: 50_000 });
      expect(batch!.importedRows + batch!.skippedRows).toBe(50_000);
      expect(batch!.importedRows).toBeGreaterThan(49_000);
      const [{ n }] = (await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(eq(leads.importBatchId, batchId))) as [{ n: number }];
      expect(n).toBe(batch!.importedRows);
      expect(Date.now() - begin).toBeLessThan(240_000);
    },
    300_000,
  );
});
