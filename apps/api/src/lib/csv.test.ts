import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

/** A small deterministic generator, so that a failure names its seed. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const PIECES = ['a', 'bc', 'Seller', ',', ',', '"', '""', '\n', '\n', '\r\n', '\r', ' ', 'é', '\uFEFF', '12'];

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, both line ends and blank lines', () => {
    const records = parseCsv('\uFEFFname,phone\r\n"Doe, Jane","say ""hi""\nthere"\n\nplain,row\rlast,one');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'phone'], tooLong: false },
      { line: 2, fields: ['Doe, Jane', 'say "hi"\nthere'], tooLong: false },
      { line: 5, fields: ['plain', 'row'], tooLong: false },
      { line: 6, fields: ['last', 'one'], tooLong: false },
    ]);
  });

  it('marks a line longer than the limit instead of reading it, and goes on after it', () => {
    const records = parseCsv(`a,b\n${'x'.repeat(30)}\n"${'y'.repeat(30)}",z\r\nc,d\n`, { maxLineLength: 10 });
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'], tooLong: false },
      { line: 2, fields: [], tooLong: true },
      { line: 3, fields: [], tooLong: true },
      { line: 4, fields: ['c', 'd'], tooLong: false },
    ]);
    expect(parseCsv(`a,b\n${'x'.repeat(30)}`, { maxLineLength: 10 })).toEqual([
      { line: 1, fields: ['a', 'b'], tooLong: false },
      { line: 2, fields: [], tooLong: true },
    ]);
  });

  // Plain lines are split whole (issue 24.4); every other record is read character by character. The
  // two ways must agree on every input: quotes, both line ends, blank and too long lines.
  it('gives the same records as reading character by character, on 20,000 generated files', () => {
    for (let seed = 1; seed <= 20_000; seed++) {
      const random = randomOf(seed);
      const length = Math.floor(random() * 40);
      let text = '';
      for (let i = 0; i < length; i++) text += PIECES[Math.floor(random() * PIECES.length)];
      const maxLineLength = 1 + Math.floor(random() * 12);
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
});
