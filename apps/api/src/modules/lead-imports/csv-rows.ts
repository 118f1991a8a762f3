import type { LeadType } from '@app/shared';
import { jsonRecordWriter } from '../../db/json-records.js';
import { leads } from '../../db/schema/index.js';
import { leadIdentityOf, type LeadKeys } from '../../lib/contact-keys.js';
import { readCsv, type CsvRecord } from '../../lib/csv.js';
import { countyOfZip } from '../../lib/zip-counties.js';
import {
  IMPORTED_LEAD_COLUMNS,
  REQUIRED_COLUMNS,
  mapColumns,
  validateLeadRow,
  type ValidLeadWithDetails,
} from './lead-rows.js';

/**
 * The part of checking an import that needs no database: reading the CSV, the fields of
 * docs/product.md §3, real ZIPs in the right state, and duplicates within the file. Pure and
 * synchronous, so it runs in worker threads (check-rows.worker.ts), each on its share of the rows,
 * and never holds up requests; the file's duplicates are refused where the shares meet, in order
 * (FileDuplicates).
 */
export interface ImportDefaults {
  leadType?: LeadType | undefined;
  priceCents?: number | undefined;
}

/**
 * A valid row as the check hands it over: the keys its database checks need and the lead as the
 * JSON record its insert reads (IMPORTED_LEAD_COLUMNS, insertJsonRecords), written where the row is
 * checked, off the thread that adds the chunks.
 */
export interface CheckedLead extends LeadKeys {
  record: string;
}

export interface CheckedRow {
  line: number;
  errors: string[];
  lead?: CheckedLead;
  /** What the team reads in the preview: the lead, or the row's first fields when it is invalid. */
  summary: string;
}

/** How a duplicate's reason names the rule (docs/decisions/022). */
export const DUPLICATE_SAME = 'same phone and address';

/** What a check says, in order: the header and the number of rows, then the rows in chunks. */
export type CheckMessage =
  | { type: 'columns'; columns: string[]; rowCount: number }
  | { type: 'rows'; rows: CheckedRow[] }
  | { type: 'refused'; message: string };

/** One check asked of the worker thread (check-rows.worker.ts). */
export interface CheckRequest {
  id: number;
  csv: string;
  defaults: ImportDefaults;
  chunkSize: number;
  /** This thread's share of the file's rows: the `index`-th of `of` equal parts (lead-import.service.ts). */
  part: CheckPart;
}

/** A share of a file's rows, checked by one thread while others check the rest. */
export interface CheckPart {
  index: number;
  of: number;
}

const writeLeadRecord = jsonRecordWriter(leads, IMPORTED_LEAD_COLUMNS);

const summaryOf = (lead: ValidLeadWithDetails | undefined, record: CsvRecord) =>
  lead
    ? `${lead.leadName} · ${lead.addressLine1}, ${lead.city}, ${lead.state} ${lead.zip} · ${lead.leadType}`
    : record.fields.slice(0, 4).join(', ').slice(0, 120);

function checkRecord(
  record: CsvRecord,
  columns: Record<string, number>,
  defaults: ImportDefaults,
): CheckedRow {
  if (record.tooLong)
    return { line: record.line, errors: ['line is longer than 10,000 characters'], summary: '' };
  const get = (column: string) => {
    const index = columns[column];
    return index === undefined ? '' : (record.fields[index] ?? '');
  };
  const { lead, errors } = validateLeadRow(get, defaults);
  const summary = summaryOf(lead, record);
  if (!lead) return { line: record.line, errors, summary };
  const { phoneKey, addressKey } = lead;
  // Given to the lead itself, which is not used after its record: a copy of its 34 fields a row was
  // only more to collect (issue 24.4).
  const row: ValidLeadWithDetails & { county: string | null } = Object.assign(lead, {
    county: countyOfZip(lead.zip, lead.state, lead),
  });
  return {
    line: record.line,
    errors,
    lead: { phoneKey, addressKey, record: writeLeadRecord(row) },
    summary,
  };
}

/**
 * The file's header (and its number of rows), then the rows of `part` checked, `chunkSize` at a
 * time; or why the whole file is refused. Each thread reads the whole file, once to count its rows
 * and again to check its share (reading is a few percent of a check), keeping only the chunk it is
 * checking: a thread that held the whole file's records, and chunks of 1,000 checked rows, spent
 * 40 % of its time in the collector copying them (issue 24.4). Duplicates across the file are for
 * the reader of all the shares, in order (FileDuplicates).
 */
export function* checkCsv(
  csv: string,
  defaults: ImportDefaults,
  chunkSize: number,
  part: CheckPart = { index: 0, of: 1 },
): Generator<CheckMessage> {
  const reading = { maxLineLength: 10_000 } as const;
  const header = readCsv(csv, reading).next().value;
  if (!header || header.tooLong)
    return yield { type: 'refused', message: 'The file has no readable header row' };
  const columns = mapColumns(header.fields);
  const missing = REQUIRED_COLUMNS.filter((c) => columns[c] === undefined);
  if (missing.length > 0) return yield { type: 'refused', message: `Missing columns: ${missing.join(', ')}` };
  // Counted, and this part's first row found, without reading the fields of the rows before it.
  const bounds = { ...reading, withFields: false, from: header } as const;
  let rowCount = -1;
  for (const _record of readCsv(csv, bounds)) rowCount++;
  yield { type: 'columns', columns: header.fields, rowCount };
  const from = Math.floor((rowCount * part.index) / part.of);
  const to = Math.floor((rowCount * (part.index + 1)) / part.of);
  if (to === from) return;
  let first: CsvRecord | undefined;
  let row = -1;
  for (const record of readCsv(csv, bounds)) {
    if (row++ < from) continue;
    first = record;
    break;
  }
  // The same reading of the same text: the row counted is there.
  if (!first) throw new Error(`checkCsv: row ${from} of ${rowCount} was not found`);
  let rows: CheckedRow[] = [];
  row = from;
  for (const record of readCsv(csv, { ...reading, from: first })) {
    rows.push(checkRecord(record, columns, defaults));
    if (rows.length === chunkSize || row === to - 1) {
      yield { type: 'rows', rows };
      rows = [];
    }
    if (++row === to) break;
  }
}

/**
 * docs/decisions/022: a row repeats an earlier one of the file only when phone and address both
 * match. Given the file's rows in order, chunk after chunk, refuses each repeat.
 */
export class FileDuplicates {
  readonly #seen = new Map<string, number>();

  mark(rows: CheckedRow[]): void {
    for (const row of rows) {
      if (!row.lead) continue;
      const identity = leadIdentityOf(row.lead);
      const earlier = this.#seen.get(identity);
      if (earlier === undefined) {
        this.#seen.set(identity, row.line);
        continue;
      }
      row.errors.push(`duplicate of line ${earlier} in this file (${DUPLICATE_SAME})`);
      delete row.lead;
    }
  }
}
