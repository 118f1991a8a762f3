import { describe, expect, it } from 'vitest';
import { checkCsv, type CheckMessage, type CheckPart } from './csv-rows.js';

const HEADER =
  'lead_name,lead_phone,property_type,listed,reason,lead_type,selling_timeline,address_line_1,city,state,zip,price';

/** Rows of every shape the reader meets: quoted fields over two lines, blank lines, a line too long, bad rows. */
function fileOf(rows: number): string {
  const lines = [`\uFEFF${HEADER}`];
  for (let i = 0; i < rows; i++) {
    const phone = `(512) 6${String(Math.floor(i / 1_000)).padStart(2, '0')}-${String(i % 1_000).padStart(4, '0')}`;
    const reason = i % 7 === 3 ? '"Two lines,\nof ""reason"""' : 'Divorce';
    const zip = i % 11 === 5 ? '00000' : '78701';
    if (i % 13 === 4) lines.push('');
    if (i % 17 === 9) lines.push(`Too long ${'x'.repeat(10_001)}`);
    else
      lines.push(`Row ${i},${phone},Condo,no,${reason},premium,ASAP,${i + 1} Part Ave,Austin,TX,${zip},\r`);
  }
  return lines.join('\n');
}

const read = (csv: string, chunkSize: number, part?: CheckPart) => [...checkCsv(csv, {}, chunkSize, part)];
const rowsOf = (messages: CheckMessage[]) => messages.flatMap((m) => (m.type === 'rows' ? m.rows : []));

describe('checkCsv', () => {
  it('gives in its parts, together and in order, the rows it gives in one, and chunks of the size asked', () => {
    const csv = fileOf(203);
    const whole = read(csv, 1000);
    expect(whole[0]).toEqual({ type: 'columns', columns: HEADER.split(','), rowCount: 203 });
    const rows = rowsOf(whole);
    expect(rows).toHaveLength(203);
    expect(rows.filter((row) => row.errors.length > 0).length).toBeGreaterThan(20);
    // Row 3's reason is two lines long, and a blank line comes before row 4.
    expect(rows.slice(0, 6).map((row) => row.line)).toEqual([2, 3, 4, 5, 8, 9]);
    for (const of of [2, 3, 4, 7]) {
      const parts = Array.from({ length: of }, (_, index) => read(csv, 10, { index, of }));
      for (const part of parts) expect(part[0]).toEqual(whole[0]);
      for (const part of parts)
        for (const message of part.slice(1)) {
          expect(message.type).toBe('rows');
          if (message.type === 'rows') expect(message.rows.length).toBeLessThanOrEqual(10);
        }
      expect(parts.flatMap(rowsOf)).toEqual(rows);
    }
  });

  it('gives an empty part nothing but the header, and a file without rows its header alone', () => {
    const csv = fileOf(1);
    expect(read(csv, 10, { index: 0, of: 2 })).toEqual([
      { type: 'columns', columns: HEADER.split(','), rowCount: 1 },
    ]);
    expect(rowsOf(read(csv, 10, { index: 1, of: 2 }))).toHaveLength(1);
    expect(read(HEADER, 10)).toEqual([{ type: 'columns', columns: HEADER.split(','), rowCount: 0 }]);
    expect(read('', 10)).toEqual([{ type: 'refused', message: 'The file has no readable header row' }]);
  });
});
