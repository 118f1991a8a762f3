import { readFile } from 'node:fs/promises';
import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';
import { PermanentDeliveryError, type GoHighLevelPort, type SheetsPort } from './delivery-channels.js';

type CellAddress = { spreadsheetId: string; sheetName: string; cell: string };

/** Offline Google Sheets, with cells a test or a demo can type into. */
export interface OfflineSheets extends SheetsPort {
  /** Types a value into a cell, as the member would in Google Sheets (tests; kept in this process). */
  writeCell(input: CellAddress & { value: string }): void;
}

/**
 * Offline Google Sheets: each row that would be appended is written to the outbox instead. There
 * are no real sheets to read, so a cell holds what a test typed with writeCell or, for the browser
 * tests and a demo run in another process, what `cellsFile` (OFFLINE_SHEETS_FILE) says:
 * `{ "<spreadsheet id>": { "SellerSignal!A1": "sellersignal-verify-…" } }`, read afresh each time.
 */
export function createOutboxSheets(db: Database, options: { cellsFile?: string } = {}): OfflineSheets {
  const typed = new Map<string, string>();
  const key = ({ spreadsheetId, sheetName, cell }: CellAddress) =>
    `${spreadsheetId}\u0000${sheetName}!${cell}`;
  return {
    name: 'offline-outbox',
    serviceAccountEmail: 'leads-delivery@sellersignal-offline.iam.gserviceaccount.com',
    async appendRow({ spreadsheetId, sheetName, values }) {
      await db.insert(outboxMessages).values({
        channel: 'sheets',
        recipient: `${spreadsheetId}!${sheetName}`,
        subject: 'values.append (RAW)',
        body: JSON.stringify(values),
        template: 'sheet-row',
      });
    },
    async readCell(address) {
      const value = typed.get(key(address));
      if (value !== undefined) return value === '' ? null : value;
      if (!options.cellsFile) return null;
      const file = await readCellsFile(options.cellsFile);
      const cell: unknown = file[address.spreadsheetId]?.[`${address.sheetName}!${address.cell}`];
      return typeof cell === 'string' && cell !== '' ? cell : null;
    },
    writeCell(input) {
      typed.set(key(input), input.value);
    },
  };
}

async function readCellsFile(path: string): Promise<Record<string, Record<string, unknown> | undefined>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    // Nothing typed yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`OFFLINE_SHEETS_FILE ${path} must hold an object of spreadsheet ids`);
  }
  return parsed as Record<string, Record<string, unknown> | undefined>;
}

/** Offline Go High Level: each contact upsert that would be made is written to the outbox instead. */
export function createOutboxGoHighLevel(db: Database): GoHighLevelPort {
  return {
    name: 'offline-outbox',
    async upsertContact({ locationId, contact, note }) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'crm',
          recipient: `ghl:${locationId}`,
          subject: `${contact.firstName} ${contact.lastName}`,
          body: JSON.stringify({ contact, note }),
          template: 'ghl-contact-upsert',
        })
        .returning({ id: outboxMessages.id });
      return { contactId: `offline-${row!.id}` };
    },
    // Nothing stands in for a member's pipelines: offline, stages are entered by their ids.
    async listPipelines() {
      throw new PermanentDeliveryError(
        'This server does not call Go High Level (offline mode), so it cannot list your stages',
      );
    },
  };
}
