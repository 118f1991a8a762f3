import { describe, expect, it } from 'vitest';
import { parseCsv, readCsv } from './csv.js';

/** A small deterministic generator, so that a failure names its seed. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const PIECES = ['a', 'bc', 'Seller', ',', ',', '"', '""', '\n', '\n', '\r\n', '\r', ' ', 'é', '\uFEFF', '12'];

/** A short file of the pieces above, and a line limit it may cross, from its seed. */
function generatedFile(seed: number) {
  const random = randomOf(seed);
  const length = Math.floor(random() * 40);
  let text = '';
  for (let i = 0; i < length; i++) text += PIECES[Math.floor(random() * PIECES.length)];
  return { text, maxLineLength: 1 + Math.floor(random() * 12) };
}

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, both line ends and blank lines', () => {
    const records = parseCsv('\uFEFFname,phone\r\n"Doe, Jane","say ""hi""\nthere"\n\nplain,row\rlast,one');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'phone'], tooLong: false, start: 1 },
      { line: 2, fields: ['Doe, Jane', 'say "hi"\nthere'], tooLong: false, start: 13 },
      { line: 5, fields: ['plain', 'row'], tooLong: false, start: 45 },
      { line: 6, fields: ['last', 'one'], tooLong: false, start: 55 },
    ]);
  });

  it('marks a line longer than the limit instead of reading it, and goes on after it', () => {
    const records = parseCsv(`a,b\n${'x'.repeat(30)}\n"${'y'.repeat(30)}",z\r\nc,d\n`, { maxLineLength: 10 });
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'], tooLong: false, start: 0 },
      { line: 2, fields: [], tooLong: true, start: 4 },
      { line: 3, fields: [], tooLong: true, start: 35 },
      { line: 4, fields: ['c', 'd'], tooLong: false, start: 71 },
    ]);
    expect(parseCsv(`a,b\n${'x'.repeat(30)}`, { maxLineLength: 10 })).toEqual([
      { line: 1, fields: ['a', 'b'], tooLong: false, start: 0 },
      { line: 2, fields: [], tooLong: true, start: 4 },
    ]);
  });

  // Plain lines are split whole (issue 24.4); every other record is read character by character. The
  // two ways must agree on every input: quotes, both line ends, blank and too long lines.
  it('gives the same records as reading character by character, on 20,000 generated files', () => {
    for (let seed = 1; seed <= 20_000; seed++) {
      const { text, maxLineLength } = generatedFile(seed);
      const fast = parseCsv(text, { maxLineLength });
      const reference = parseCsv(text, { maxLineLength, plainLinesWhole: false });
      if (JSON.stringify(fast) !== JSON.stringify(reference))
        expect({ seed, text, maxLineLength, records: fast }).toEqual({
          seed,
          text,
          maxLineLength,
          records: reference,
        });
    }
  });

  // checkCsv counts the rows and finds its part's first one without their fields, then reads on
  // from there (issue 24.4): both must give what reading the whole file gives.
  it('reads on from any record as reading the whole file does, and finds the same records without fields', () => {
    for (let seed = 1; seed <= 5_000; seed++) {
      const { text, maxLineLength } = generatedFile(seed);
      const whole = parseCsv(text, { maxLineLength });
      const bounds = [...readCsv(text, { maxLineLength, withFields: false })];
      const shape = (records: typeof whole) =>
        records.map(({ line, start, tooLong }) => ({ line, start, tooLong }));
      const failure = { seed, text, maxLineLength };
      if (JSON.stringify(shape(bounds)) !== JSON.stringify(shape(whole)))
        expect({ ...failure, records: shape(bounds) }).toEqual({ ...failure, records: shape(whole) });
      for (let k = 0; k < whole.length; k++) {
        const rest = parseCsv(text, { maxLineLength, from: whole[k]! });
        if (JSON.stringify(rest) !== JSON.stringify(whole.slice(k)))
          expect({ ...failure, from: k, records: rest }).toEqual({
            ...failure,
            from: k,
            records: whole.slice(k),
          });
      }
    }
  });

  it('leaves the fields of plain lines unread when asked to', () => {
    expect([...readCsv('a,b\n"c,d",e\nf\n', { withFields: false })]).toEqual([
      { line: 1, fields: [], tooLong: false, start: 0 },
      { line: 2, fields: ['c,d', 'e'], tooLong: false, start: 4 },
      { line: 3, fields: [], tooLong: false, start: 12 },
    ]);
  });
});
