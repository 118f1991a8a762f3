import { SHEET_COLUMNS, headingsOf } from '@app/shared';
import { readFileSync } from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationDeliveries, integrations, outboxMessages } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import {
  PermanentDeliveryError,
  RetryableDeliveryError,
  type SheetsPort,
} from '../../ports/delivery-channels.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  fundWallet,
  sessionFor,
  typeIntoOfflineSheet,
  useTestApp,
} from '../../../test/helpers.js';

/** Where a sheet row holds the lead's id (the columns are defined once, in @app/shared). */
const LEAD_ID_CELL = headingsOf(SHEET_COLUMNS).indexOf('Lead ID');

/*
 * Issue 15.15, decision 020: any member could connect any sheet shared with our service account and
 * have leads written into it. A sheet now receives rows only once its member has typed the code we
 * show into cell A1 of a "SellerSignal" tab and we have read it back.
 */
const t = useTestApp({ leadCount: 10 });

let sheetCounter = 0;
/** A spreadsheet id of its own per test: the offline sheet cells live as long as the file's app. */
const newSpreadsheetId = () => `1Sheet${String(++sheetCounter).padStart(4, '0')}AbCdEfGhIjKlMnOpQrStUv`;
const linkOf = (spreadsheetId: string) =>
  `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit#gid=0`;

async function member(email: string) {
  const { user } = await createCustomer(t.ctx, { email });
  await fundWallet(t.ctx, user.id, 50_000);
  return { user, headers: { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL } };
}

type Headers = Awaited<ReturnType<typeof member>>['headers'];

async function connect(headers: Headers, spreadsheetId: string, sheetName = 'Leads') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/integrations/connect-google-sheet',
    headers,
    payload: { spreadsheet_url: linkOf(spreadsheetId), sheet_name: sheetName },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.google_sheet as {
    spreadsheet_id: string;
    sheet_name: string;
    is_verified: boolean;
    verified_at: string | null;
    verification_code: string | null;
  };
}

const verify = (headers: Headers) =>
  t.app.inject({ method: 'POST', url: '/api/v1/integrations/verify-google-sheet', headers });

async function buy(headers: Headers) {
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 1_000 });
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/v1/leads/buy-exclusive-lead',
    headers,
    payload: { lead_id: lead.id },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  return lead;
}

/** Every row the offline adapter appended to a spreadsheet, whoever it was for. */
const rowsIn = async (spreadsheetId: string) =>
  t.ctx.db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.template, 'sheet-row'), like(outboxMessages.recipient, `${spreadsheetId}!%`)),
    );

async function deliveriesOf(userId: string) {
  const [integration] = await t.ctx.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.kind, 'google_sheets')));
  return t.ctx.db
    .select()
    .from(integrationDeliveries)
    .where(eq(integrationDeliveries.integrationId, integration!.id));
}

const notFoundText = (code: string) =>
  `We did not find your code in cell A1 of a tab named "SellerSignal". Add a tab with that name if there is none, type ${code} into its cell A1, then press Verify again.`;

/** Runs with another sheets adapter in place of the offline one. */
async function withSheets(replacement: Partial<SheetsPort>, run: () => Promise<void>) {
  const original = t.ctx.sheets;
  t.ctx.sheets = { ...original, ...replacement } as SheetsPort;
  try {
    await run();
  } finally {
    t.ctx.sheets = original;
  }
}

describe('a sheet someone else owns', () => {
  it('never receives a row from a member who connected it but could not type the code into it', async () => {
    // The victim's sheet is shared with our service account and verified by its owner.
    const victim = await member('sheet-owner@example.com');
    const victimSheet = newSpreadsheetId();
    const victimCode = (await connect(victim.headers, victimSheet)).verification_code!;
    typeIntoOfflineSheet(t.ctx, victimSheet, victimCode);
    expect((await verify(victim.headers)).statusCode).toBe(200);
    const victimLead = await buy(victim.headers);

    const attacker = await member('sheet-attacker@example.com');
    const connected = await connect(attacker.headers, victimSheet);
    expect(connected).toMatchObject({ spreadsheet_id: victimSheet, is_verified: false, verified_at: null });
    expect(connected.verification_code).toMatch(/^sellersignal-verify-[0-9a-f]{12}$/);
    expect(connected.verification_code).not.toBe(victimCode);

    // The victim's own code is in the cell: it is not the attacker's.
    const refused = await verify(attacker.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      result: null,
      detail: notFoundText(connected.verification_code!),
    });

    const attackerLeads = [await buy(attacker.headers), await buy(attacker.headers)];
    await runMaintenance(t.ctx);
    await runMaintenance(t.ctx);

    const rows = await rowsIn(victimSheet);
    expect(rows.map((row) => JSON.parse(row.body)[LEAD_ID_CELL])).toEqual([victimLead.id]);
    for (const lead of attackerLeads) expect(rows.some((row) => row.body.includes(lead.id))).toBe(false);
    expect(await deliveriesOf(attacker.user.id)).toEqual([]);
  });
});

describe('verifying a sheet', () => {
  it('shows a code, refuses an empty cell and a wrong code, then lets rows through once the code is read back', async () => {
    const { user, headers } = await member('sheet-verify@example.com');
    const spreadsheetId = newSpreadsheetId();
    const { verification_code: code } = await connect(headers, spreadsheetId);
    expect(code).toMatch(/^sellersignal-verify-[0-9a-f]{12}$/);

    const beforeVerifying = await buy(headers);
    await runMaintenance(t.ctx);
    expect(await rowsIn(spreadsheetId)).toEqual([]);
    expect(await deliveriesOf(user.id)).toEqual([]);

    const empty = await verify(headers);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ result: null, detail: notFoundText(code!) });

    typeIntoOfflineSheet(t.ctx, spreadsheetId, 'sellersignal-verify-000000000000');
    const wrong = await verify(headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe(notFoundText(code!));
    expect(wrong.body).not.toContain('sellersignal-verify-000000000000');

    // In another tab, or another cell, it does not count.
    typeIntoOfflineSheet(t.ctx, spreadsheetId, '');
    typeIntoOfflineSheet(t.ctx, spreadsheetId, code!, { sheetName: 'Leads' });
    typeIntoOfflineSheet(t.ctx, spreadsheetId, code!, { cell: 'B1' });
    expect((await verify(headers)).statusCode).toBe(422);

    // Pasted with a stray space and capitals, as people do.
    typeIntoOfflineSheet(t.ctx, spreadsheetId, ` ${code!.toUpperCase()} `);
    const verified = await verify(headers);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Data edited successfully',
      result: {
        google_sheet: {
          spreadsheet_id: spreadsheetId,
          is_verified: true,
          verified_at: '2026-11-21T15:00:00.000Z',
          verification_code: null,
          last_error: null,
        },
      },
    });
    // Verifying again, later, changes nothing.
    t.clock.advance(60_000);
    try {
      expect((await verify(headers)).json().result.google_sheet.verified_at).toBe('2026-11-21T15:00:00.000Z');
    } finally {
      t.clock.set('2026-11-21T15:00:00Z');
    }

    const lead = await buy(headers);
    await runMaintenance(t.ctx);
    const rows = await rowsIn(spreadsheetId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.recipient).toBe(`${spreadsheetId}!Leads`);
    expect(JSON.parse(rows[0]!.body)).toContain(lead.id);
    // A lead bought while the sheet waited is not sent later: it was never queued.
    expect(rows.some((row) => row.body.includes(beforeVerifying.id))).toBe(false);
  });

  it('starts over when the link changes, and drops what was queued for the previous sheet', async () => {
    const { user, headers } = await member('sheet-change@example.com');
    const first = newSpreadsheetId();
    const { verification_code: firstCode } = await connect(headers, first);
    typeIntoOfflineSheet(t.ctx, first, firstCode!);
    expect((await verify(headers)).statusCode).toBe(200);

    // The same sheet again, to change the tab: still verified.
    expect(await connect(headers, first, 'New leads')).toMatchObject({
      is_verified: true,
      verification_code: null,
      sheet_name: 'New leads',
    });

    // A sale queued for the verified sheet, then the link changes before it is sent.
    await buy(headers);
    const second = newSpreadsheetId();
    const changed = await connect(headers, second);
    expect(changed).toMatchObject({ spreadsheet_id: second, is_verified: false, verified_at: null });
    expect(changed.verification_code).not.toBe(firstCode);
    // Submitting the waiting sheet again keeps the code the member may already have typed.
    expect((await connect(headers, second)).verification_code).toBe(changed.verification_code);

    await runMaintenance(t.ctx);
    expect(await rowsIn(first)).toHaveLength(0);
    expect(await rowsIn(second)).toHaveLength(0);
    const deliveries = await deliveriesOf(user.id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      status: 'dead',
      lastError:
        'The sheet is not verified: no row is added until the code on the Connect Sheet page is read back from it.',
    });

    // A connection made again after a disconnect starts over too, even for the verified sheet.
    typeIntoOfflineSheet(t.ctx, second, changed.verification_code!);
    expect((await verify(headers)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/disconnect-integration',
      headers,
      payload: { kind: 'google_sheets' },
    });
    const again = await connect(headers, second);
    expect(again.is_verified).toBe(false);
    expect(again.verification_code).not.toBe(changed.verification_code);
  });

  it('does not verify a sheet whose link was changed while its cell was being read', async () => {
    const { headers } = await member('sheet-race@example.com');
    const first = newSpreadsheetId();
    const second = newSpreadsheetId();
    const { verification_code: code } = await connect(headers, first);
    await withSheets(
      {
        async readCell() {
          await connect(headers, second);
          return code;
        },
      },
      async () => {
        const raced = await verify(headers);
        expect(raced.statusCode).toBe(409);
        expect(raced.json().detail).toBe(
          'The sheet connection changed while it was being verified. Try again.',
        );
      },
    );
    const overview = (await t.app.inject({ url: '/api/v1/integrations/get-integrations', headers })).json()
      .result.google_sheet;
    expect(overview).toMatchObject({ spreadsheet_id: second, is_verified: false });
  });

  it('reads cell A1 of the SellerSignal tab of the connected spreadsheet', async () => {
    const { headers } = await member('sheet-read@example.com');
    const spreadsheetId = newSpreadsheetId();
    const { verification_code: code } = await connect(headers, spreadsheetId);
    const reads: unknown[] = [];
    await withSheets(
      {
        async readCell(input) {
          reads.push(input);
          return code;
        },
      },
      async () => {
        expect((await verify(headers)).statusCode).toBe(200);
      },
    );
    expect(reads).toEqual([{ spreadsheetId, sheetName: 'SellerSignal', cell: 'A1' }]);
  });

  it('says the sheet could not be opened without Google’s words, and asks to retry when Google is down', async () => {
    const { headers } = await member('sheet-unreachable@example.com');
    await connect(headers, newSpreadsheetId());

    await withSheets(
      {
        async readCell() {
          throw new PermanentDeliveryError(
            'Share the sheet with leads-delivery@sellersignal-offline.iam.gserviceaccount.com as an editor',
          );
        },
      },
      async () => {
        const refused = await verify(headers);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({
          result: null,
          detail:
            'We could not open this sheet. Check its link, and that it is shared with leads-delivery@sellersignal-offline.iam.gserviceaccount.com as an Editor, then press Verify again.',
        });
      },
    );

    await withSheets(
      {
        async readCell() {
          throw new RetryableDeliveryError(
            'Google Sheets answered 503: The service is currently unavailable.',
            30,
          );
        },
      },
      async () => {
        const down = await verify(headers);
        expect(down.statusCode).toBe(503);
        expect(down.json().detail).toBe('Google Sheets did not answer. Press Verify again in a minute.');
        expect(down.body).not.toContain('currently unavailable');
      },
    );

    await withSheets(
      {
        async readCell() {
          throw new Error(
            'Google refused the service account leads-delivery@sellersignal-offline.iam.gserviceaccount.com: invalid_grant Invalid JWT Signature.',
          );
        },
      },
      async () => {
        const broken = await verify(headers);
        expect(broken.statusCode).toBe(500);
        expect(broken.body).not.toContain('invalid_grant');
        expect(broken.body).not.toContain('JWT');
      },
    );
  });

  it('answers 404 without a connected sheet, and limits reads to 30 an hour per member', async () => {
    const { headers } = await member('sheet-limits@example.com');
    const none = await verify(headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('You have no Google Sheet connected: connect one first.');

    await connect(headers, newSpreadsheetId());
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await verify(headers)).statusCode);
    // The 404 above was the first of the 30.
    expect(statuses).toEqual([...Array<number>(29).fill(422), 429, 429]);
  });
});

describe('migration 0012', () => {
  it('gives a sheet connected before verification existed a code, and leaves it without rows until verified', async () => {
    const { user, headers } = await member('sheet-legacy@example.com');
    const spreadsheetId = newSpreadsheetId();
    await t.ctx.db.insert(integrations).values({
      userId: user.id,
      kind: 'google_sheets',
      config: { spreadsheet_id: spreadsheetId, sheet_name: 'Leads' },
    });
    const migration = readFileSync(
      new URL('../../../drizzle/0012_sheet_verification.sql', import.meta.url),
      'utf8',
    );
    await t.ctx.db.execute(migration);

    const sheet = (await t.app.inject({ url: '/api/v1/integrations/get-integrations', headers })).json()
      .result.google_sheet;
    expect(sheet).toMatchObject({ spreadsheet_id: spreadsheetId, is_verified: false });
    expect(sheet.verification_code).toMatch(/^sellersignal-verify-[0-9a-f]{12}$/);
    await buy(headers);
    await runMaintenance(t.ctx);
    expect(await rowsIn(spreadsheetId)).toEqual([]);

    typeIntoOfflineSheet(t.ctx, spreadsheetId, sheet.verification_code);
    expect((await verify(headers)).statusCode).toBe(200);
    // Run again, it leaves verified sheets alone.
    await t.ctx.db.execute(migration);
    const [row] = await t.ctx.db.select().from(integrations).where(eq(integrations.userId, user.id));
    expect(row!.config).toEqual({
      spreadsheet_id: spreadsheetId,
      sheet_name: 'Leads',
      verified_at: '2026-11-21T15:00:00.000Z',
    });
  });
});
