import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { isAnyOf } from './any-of.js';
import { sellerOptOuts } from './schema/index.js';

const t = useTestApp({ leadCount: 0 });

describe('isAnyOf (issue 24.4: a list of values as one array parameter)', () => {
  it('finds exactly the values listed, whatever characters they hold, and nothing for an empty list', async () => {
    // Characters that mean something inside an array literal: quotes, backslashes, commas, braces,
    // spaces, and the word NULL, which unquoted would be a null element.
    const awkward = [
      '+12165550101',
      'a"quote',
      'back\\slash',
      'comma,inside',
      '{braces}',
      ' spaced ',
      'NULL',
      '',
    ];
    const stored = [...awkward, '+12165550199'];
    await t.ctx.db.insert(sellerOptOuts).values(
      stored.map((phone) => ({
        phone,
        source: 'staff' as const,
        optedOutAt: new Date('2026-11-01T00:00:00Z'),
      })),
    );
    const found = async (values: string[]) =>
      (
        await t.ctx.db
          .select({ phone: sellerOptOuts.phone })
          .from(sellerOptOuts)
          .where(isAnyOf(sellerOptOuts.phone, values))
      )
        .map((row) => row.phone)
        .sort();

    expect(await found(awkward)).toEqual([...awkward].sort());
    expect(await found(['+12165550199', 'not stored'])).toEqual(['+12165550199']);
    expect(await found([])).toEqual([]);
  });
});
