/**
 * A small RFC 4180 CSV reader: quoted fields, doubled quotes, CR/LF line ends, a leading BOM.
 * A physical line longer than maxLineLength marks that record as too long instead of parsing it
 * (a hostile 10 MB line cannot slow the whole import down).
 */
export interface CsvRecord {
  /** 1-based line number where the record starts (the header is line 1). */
  line: number;
  fields: string[];
  tooLong: boolean;
  /** Where the record starts in the text (a leading BOM counted): a reading can start there (`from`). */
  start: number;
}

export interface CsvOptions {
  maxLineLength?: number;
  /**
   * false reads every record character by character, as the reader did before plain lines were
   * split whole: the reference its tests hold the faster reading to.
   */
  plainLinesWhole?: boolean;
  /**
   * false leaves the fields of plain lines unread (empty), for a reading that only counts records
   * or looks for where one starts: it then makes almost nothing for the collector.
   */
  withFields?: boolean;
  /** Where to start reading: a record's `start` and `line` from an earlier reading of the same text. */
  from?: { start: number; line: number };
}

/** Every record of the file, as an array (readCsv, all at once). */
export const parseCsv = (text: string, options: CsvOptions = {}): CsvRecord[] => [...readCsv(text, options)];

/**
 * The file's records one at a time, each read as it is asked for: a reader that keeps only the
 * records it needs holds no more than those. A 100,000-row import checked by two threads held every
 * record of the file in each while it checked its half, and their collector copied them again and
 * again: 40 % of a check's time (issue 24.4).
 */
export function* readCsv(text: string, options: CsvOptions = {}): Generator<CsvRecord, void, undefined> {
  const maxLineLength = options.maxLineLength ?? 10_000;
  const plainLinesWhole = options.plainLinesWhole ?? true;
  const withFields = options.withFields ?? true;
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = options.from?.line ?? 1;
  let recordLine = line;
  // A leading BOM is not the first field's.
  let recordStart = options.from?.start ?? (text.charCodeAt(0) === 0xfeff ? 1 : 0);
  let tooLong = false;

  /** Ends the record being read at `index`: the record, or null for a blank line. */
  const endRecord = (index: number): CsvRecord | null => {
    fields.push(field);
    if (index - recordStart > maxLineLength) tooLong = true;
    // A blank line is no record; a line too long to read is one, whatever it began with.
    const record =
      tooLong || !(fields.length === 1 && fields[0] === '')
        ? { line: recordLine, fields: tooLong ? [] : fields, tooLong, start: recordStart }
        : null;
    fields = [];
    field = '';
    tooLong = false;
    recordStart = index + 1;
    recordLine = line;
    return record;
  };

  // Where the next quote and carriage return are (Infinity when there is none), kept as the reading
  // moves on, so that each is searched for once.
  let nextQuote = -1;
  let nextReturn = -1;
  const after = (char: string, from: number) => {
    const found = text.indexOf(char, from);
    return found === -1 ? Infinity : found;
  };

  for (let i = recordStart; i < text.length; i++) {
    // A record that is one plain line (no quote, no carriage return) is split as it is: a file of
    // such rows is read several times faster than character by character (issue 24.4). Any other
    // record, and the last one when the file does not end with a line end, is read below.
    if (plainLinesWhole && i === recordStart && !inQuotes) {
      const end = text.indexOf('\n', i);
      if (end !== -1) {
        if (nextQuote < i) nextQuote = after('"', i);
        if (nextReturn < i) nextReturn = after('\r', i);
        if (nextQuote > end && nextReturn > end) {
          line++;
          const record: CsvRecord | null =
            end - i > maxLineLength
              ? { line: recordLine, fields: [], tooLong: true, start: i }
              : end > i
                ? {
                    line: recordLine,
                    fields: withFields ? text.slice(i, end).split(',') : [],
                    tooLong: false,
                    start: i,
                  }
                : null;
          recordStart = end + 1;
          recordLine = line;
          i = end;
          if (record) yield record;
          continue;
        }
      }
    }
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') inQuotes = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      line++;
      const record = endRecord(i);
      if (record) yield record;
    } else field += c;
    if (!tooLong && i - recordStart > maxLineLength) {
      tooLong = true;
      // Skip to the end of this physical line without building the field.
      const next = text.indexOf('\n', i);
      i = (next === -1 ? text.length : next) - 1;
      field = '';
      inQuotes = false;
    }
  }
  if (tooLong || field !== '' || fields.length > 0) {
    const record = endRecord(text.length);
    if (record) yield record;
  }
}

/**
 * A CSV cell: quoted, and neutralised when it starts with =, +, -, @, tab or CR so a spreadsheet
 * never runs it as a formula. Numbers such as -97.74 and phones in E.164 (+12165550244: a sign and
 * digits, nothing a spreadsheet can run) are left as they are, so a CRM reads the phone (18.5).
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) && !/^\+\d{8,15}$/.test(text))
    text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
