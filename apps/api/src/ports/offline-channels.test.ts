import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.js';
import type { Database } from '../db/client.js';
import { createOutboxSheets } from './offline-channels.js';

/** Reading cells never touches the database (only appended rows go to the outbox). */
const NO_DATABASE = {} as Database;
const A1 = { spreadsheetId: '1OfflineSheetAbCdEfGhIjKlMnOp', sheetName: 'SellerSignal', cell: 'A1' };

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'offline-sheets-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('createOutboxSheets: cells of the offline sheets', () => {
  it('reads back what was typed in this process, in that cell of that tab only', async () => {
    const sheets = createOutboxSheets(NO_DATABASE);
    expect(await sheets.readCell(A1)).toBeNull();
    sheets.writeCell({ ...A1, value: 'sellersignal-verify-0a1b2c3d4e5f' });

    expect(await sheets.readCell(A1)).toBe('sellersignal-verify-0a1b2c3d4e5f');
    expect(await sheets.readCell({ ...A1, cell: 'B1' })).toBeNull();
    expect(await sheets.readCell({ ...A1, sheetName: 'Leads' })).toBeNull();
    expect(await createOutboxSheets(NO_DATABASE).readCell(A1)).toBeNull();
  });

  it('reads OFFLINE_SHEETS_FILE afresh at each read, so another process can type into it', async () => {
    const file = path.join(folder, 'cells.json');
    const sheets = createOutboxSheets(NO_DATABASE, { cellsFile: file });
    expect(await sheets.readCell(A1)).toBeNull();

    await writeFile(file, JSON.stringify({ [A1.spreadsheetId]: { 'SellerSignal!A1': 'first' } }));
    expect(await sheets.readCell(A1)).toBe('first');
    await writeFile(
      file,
      JSON.stringify({ [A1.spreadsheetId]: { 'SellerSignal!A1': 'second', 'Leads!A1': 7 } }),
    );
    expect(await sheets.readCell(A1)).toBe('second');
    expect(await sheets.readCell({ ...A1, sheetName: 'Leads' })).toBeNull();
    expect(await sheets.readCell({ ...A1, spreadsheetId: 'another' })).toBeNull();
  });

  it('fails loudly on a file that is not an object of spreadsheets', async () => {
    const file = path.join(folder, 'broken.json');
    await writeFile(file, '["not", "cells"]');
    await expect(createOutboxSheets(NO_DATABASE, { cellsFile: file }).readCell(A1)).rejects.toThrow(
      /must hold an object of spreadsheet ids/,
    );
  });
});

describe('OFFLINE_SHEETS_FILE', () => {
  it('is refused in production and next to a real Google service account', () => {
    const message =
      'OFFLINE_SHEETS_FILE: OFFLINE_SHEETS_FILE is for tests and demos with offline Sheets: unset it in production and with GOOGLE_SERVICE_ACCOUNT_EMAIL';
    expect(
      loadEnv({ NODE_ENV: 'development', OFFLINE_SHEETS_FILE: '/tmp/cells.json' }).OFFLINE_SHEETS_FILE,
    ).toBe('/tmp/cells.json');
    expect(() =>
      loadEnv({ NODE_ENV: 'production', OFFLINE_SHEETS_FILE: '/tmp/cells.json', SECRETS_KEY: 'x' }),
    ).toThrow(message);
    expect(() =>
      loadEnv({
        OFFLINE_SHEETS_FILE: '/tmp/cells.json',
        GOOGLE_SERVICE_ACCOUNT_EMAIL: 'leads@project.iam.gserviceaccount.com',
      }),
    ).toThrow(message);
  });
});
