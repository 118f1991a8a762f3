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
}

export function parseCsv(
  text: string,
  options: {
    maxLineLength?: number;
    /**
     * false reads every record character by character, as the reader did before plain lines were
     * split whole: the reference its tests hold the faster reading to.
     */
    plainLinesWhole?: boolean;
  } = {},
): CsvRecord[] {
  const maxLineLength = options.maxLineLength ?? 10_000;
  const plainLinesWhole = options.plainLinesWhole ?? true;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let recordStart = 0;
  let tooLong = false;

  const endRecord = (index: number) => {
    fields.push(field);
    if (index - recordStart > maxLineLength) tooLong = true;
    // A blank line is no record; a line too long to read is one, whatever it began with.
    if (tooLong || !(fields.length === 1 && fields[0] === ''))
      records.push({ line: recordLine, fields: tooLong ? [] : fields, tooLong });
    fields = [];
    field = '';
    tooLong = false;
    recordStart = index + 1;
    recordLine = line;
  };

  // Where the next quote and carriage return are (Infinity when there is none), kept as the reading
  // moves on, so that each is searched for once.
  let nextQuote = -1;
  let nextReturn = -1;
  const after = (char: string, from: number) => {
    const found = input.indexOf(char, from);
    return found === -1 ? Infinity : found;
  };

  for (let i = 0; i < input.length; i++) {
    // A record that is one plain line (no quote, no carriage return) is split as it is: a file of
    // such rows is read several times faster than character by character (issue 24.4). Any other
    // record, and the last one when the file does not end with a line end, is read below.
    if (plainLinesWhole && i === recordStart && !inQuotes) {
      const end = input.indexOf('\n', i);
      if (end !== -1) {
        if (nextQuote < i) nextQuote = after('"', i);
        if (nextReturn < i) nextReturn = after('\r', i);
        if (nextQuote > end && nextReturn > end) {
          line++;
          if (end - i > maxLineLength) records.push({ line: recordLine, fields: [], tooLong: true });
          else if (end > i)
            records.push({ line: recordLine, fields: input.slice(i, end).split(','), tooLong: false });
          recordStart = end + 1;
          recordLine = line;
          i = end;
          continue;
        }
      }
    }
    const c = input[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (input[i + 1] === '"') {
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
      if (c === '\r' && input[i + 1] === '\n') i++;
      line++;
      endRecord(i);
    } else field += c;
    if (!tooLong && i - recordStart > maxLineLength) {
      tooLong = true;
      // Skip to the end of this physical line without building the field.
      const next = input.indexOf('\n', i);
      i = (next === -1 ? input.length : next) - 1;
      field = '';
      inQuotes = false;
    }
  }
  if (tooLong || field !== '' || fields.length > 0) endRecord(input.length);
  return records;
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
