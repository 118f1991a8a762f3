import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { checkedDncOf } from '../lib/do-not-call.js';
import { dncLists, dncNumbers, leads } from './schema/index.js';
import { insertJsonRecords, insertRowsAsJson, jsonRecordWriter } from './insert-as-json.js';

const t = useTestApp({ leadCount: 0 });

let serial = 0;
/** A lead row as the import writes it, with a phone no other test uses. */
function leadRow(overrides: Partial<typeof leads.$inferInsert> = {}): typeof leads.$inferInsert {
  const n = String(++serial).padStart(4, '0');
  return {
    leadName: `Json Seller ${n}`,
    leadPhone: `+1216555${n}`,
    propertyType: 'Single Family',
    listed: false,
    reason: 'Divorce',
    leadType: 'premium',
    sellingTimeline: 'ASAP',
    addressLine1: `${n} Json Ave`,
    city: 'Cleveland',
    state: 'OH',
    zip: '44113',
    county: 'Cuyahoga County, OH',
    lat: 41.49,
    lng: -81.69,
    priceCents: null,
    maxBuyers: 3,
    status: 'scheduled',
    phoneKey: `+1216555${n}`,
    addressKey: `${n} json ave|44113`,
    ...overrides,
  };
}

/** The rows `added` as stored, in the order of `rows` (matched by seller name). */
async function storedInOrder(added: { id: string }[], rows: { leadName: string }[]) {
  const stored = await t.ctx.db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        added.map((row) => row.id),
      ),
    );
  return rows.map((row) => stored.find((lead) => lead.leadName === row.leadName)!) as [
    typeof leads.$inferSelect,
    typeof leads.$inferSelect,
  ];
}

describe('insertRowsAsJson (issue 24.4: the import writes a chunk as one JSON parameter)', () => {
  it('writes every kind of column as drizzle would: text, numbers, dates, JSON and nulls', async () => {
    const publishAt = new Date('2026-12-01T15:00:00.000Z');
    const consent = {
      text: 'I agree to be called about selling my house.',
      captured_at: '2026-11-20T10:00:00.000Z',
      ip: '203.0.113.9',
      certificate_id: null,
    };
    const rows = [
      leadRow({
        publishAt,
        consent,
        bathrooms: 2.5,
        bedrooms: 3,
        sellerNotes: 'Roof "needs" work, \\ and a\nnew line',
      }),
      leadRow({ leadType: 'exclusive', priceCents: 15_000, maxBuyers: 1, listed: true }),
    ];
    const added = await insertRowsAsJson(t.ctx.db, leads, rows);
    expect(added).toHaveLength(2);
    const [first, second] = await storedInOrder(added, rows);
    expect(first).toMatchObject({
      publishAt,
      consent,
      bathrooms: 2.5,
      bedrooms: 3,
      sellerNotes: 'Roof "needs" work, \\ and a\nnew line',
      listed: false,
      buyersCount: 0,
      priceCents: null,
      lat: 41.49,
    });
    // Columns no row gives keep their defaults; a column one row leaves out is null there.
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(second).toMatchObject({
      leadType: 'exclusive',
      priceCents: 15_000,
      listed: true,
      publishAt: null,
      consent: null,
    });
  });

  it('sets a computed column from the row’s own fields in the same statement', async () => {
    const listed = leadRow();
    await t.ctx.db.insert(dncNumbers).values({ phone: listed.phoneKey, list: 'dnc' });
    await t.ctx.db.insert(dncLists).values({ list: 'dnc', numbers: 1, uploadedAt: t.ctx.clock.now() });
    const added = await insertRowsAsJson(t.ctx.db, leads, [listed, leadRow({ dnc: true }), leadRow()], {
      computed: { dnc: (field) => checkedDncOf(field('phoneKey'), field('dnc')) },
    });
    const dnc = await Promise.all(
      added.map(
        async ({ id }) =>
          (await t.ctx.db.select({ dnc: leads.dnc }).from(leads).where(eq(leads.id, id)))[0]!.dnc,
      ),
    );
    // On a list: true; flagged by the vendor: kept; neither, once a list exists: false.
    expect(dnc.sort()).toEqual([false, true, true]);
  });

  it('refuses rows that leave out a column with a default only some of the time', async () => {
    const { listed: _omitted, ...withoutListed } = leadRow();
    await expect(
      insertRowsAsJson(t.ctx.db, leads, [leadRow(), withoutListed as typeof leads.$inferInsert]),
    ).rejects.toThrow('insertRowsAsJson: listed has a default and some rows leave it out');
    await expect(
      insertRowsAsJson(t.ctx.db, leads, [{ ...leadRow(), notAColumn: 1 } as typeof leads.$inferInsert]),
    ).rejects.toThrow('insertRowsAsJson: notAColumn is not a column of this table');
    expect(await insertRowsAsJson(t.ctx.db, leads, [])).toEqual([]);
  });
});

describe('jsonRecordWriter and insertJsonRecords (issue 24.4: an import’s rows written where they are checked)', () => {
  // The columns of leadRow's rows, less the status (set by SQL below), and two detail columns.
  type Column = keyof typeof leads.$inferInsert & string;
  const COLUMNS: Column[] = [
    ...(Object.keys(leadRow()).filter((key) => key !== 'status') as Column[]),
    'bedrooms',
    'consent',
  ];
  const write = jsonRecordWriter(leads, COLUMNS);
  const withoutStatus = ({ status: _status, ...row }: typeof leads.$inferInsert) => row;

  it('inserts the records’ columns, null where a record has none, and computed ones from SQL', async () => {
    const consent = {
      text: 'Yes, call me.',
      captured_at: '2026-11-20T10:00:00.000Z',
      ip: null,
      certificate_id: null,
    };
    const publishAt = new Date('2026-12-02T16:00:00.000Z');
    const rows = [withoutStatus(leadRow({ bedrooms: 4, consent })), withoutStatus(leadRow())];
    const added = await insertJsonRecords(t.ctx.db, leads, COLUMNS, rows.map(write), {
      computed: {
        status: () => sql`'scheduled'`,
        publishAt: () => sql`${publishAt.toISOString()}::timestamptz`,
        dnc: (field) => sql`${field('bedrooms')} is not null`,
      },
    });
    expect(added).toHaveLength(2);
    const [first, second] = await storedInOrder(added, rows);
    expect(first).toMatchObject({
      bedrooms: 4,
      consent,
      status: 'scheduled',
      publishAt,
      dnc: true,
      county: 'Cuyahoga County, OH',
    });
    expect(second).toMatchObject({
      bedrooms: null,
      consent: null,
      status: 'scheduled',
      publishAt,
      dnc: false,
    });
    expect(await insertJsonRecords(t.ctx.db, leads, COLUMNS, [])).toEqual([]);
  });

  it('inserts only the records its condition holds for', async () => {
    const rows = [withoutStatus(leadRow({ bedrooms: 3 })), withoutStatus(leadRow())];
    const added = await insertJsonRecords(t.ctx.db, leads, COLUMNS, rows.map(write), {
      computed: { status: () => sql`'scheduled'` },
      where: (field) => sql`${field('bedrooms')} is not null`,
    });
    expect(added).toHaveLength(1);
    const [stored] = await t.ctx.db.select().from(leads).where(eq(leads.id, added[0]!.id));
    expect(stored).toMatchObject({ bedrooms: 3, phoneKey: rows[0]!.phoneKey });
  });

  it('writes what JSON.stringify writes of the record, whatever the order and the set of the keys', () => {
    const names = getTableColumns(leads);
    // The record as the writer wrote it with an object of its own before (issue 24.4).
    const reference = (row: Record<string, unknown>) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(row)
            .filter(([, value]) => value !== undefined && value !== null)
            .map(([key, value]) => [names[key as Column].name, value]),
        ),
      );
    const base = withoutStatus(leadRow({ bedrooms: 2, consent: null }));
    const reversed = Object.fromEntries(Object.entries(base).reverse()) as typeof base;
    const { bedrooms: _bedrooms, ...fewer } = base;
    const quoted = { ...base, leadName: 'Ann "The Seller" O\u2019Neil\n', addressLine1: 'Ünit 5 \\ rear' };
    // Each after the one before, so that the writers kept by position are tried on other keys too.
    for (const row of [base, base, reversed, fewer, base, { ...base, bedrooms: undefined }, quoted])
      expect(write(row)).toBe(reference(row));
  });

  it('refuses a field outside its columns, and a row that leaves out a column with a default', () => {
    // After rows of the allowed keys, in their order: the refusal is not skipped by the kept writers.
    write(withoutStatus(leadRow()));
    write(withoutStatus(leadRow()));
    expect(() => write(leadRow())).toThrow('jsonRecordWriter: status is not one of the columns written');
    const { listed: _listed, ...withoutListed } = withoutStatus(leadRow());
    expect(() => write(withoutListed as typeof leads.$inferInsert)).toThrow(
      'jsonRecordWriter: listed has a default and this row leaves it out',
    );
    expect(() => jsonRecordWriter(leads, ['notAColumn' as 'leadName'])).toThrow(
      'jsonRecordWriter: notAColumn is not a column of this table',
    );
  });
});
