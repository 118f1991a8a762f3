import { describe, expect, it } from 'vitest';
import { toUsE164 } from './phone.js';

describe('toUsE164', () => {
  it.each([
    ['(402) 555-0100', '+14025550100'],
    ['402.555.0100', '+14025550100'],
    ['1-402-555-0100', '+14025550100'],
    ['+1 402 555 0100', '+14025550100'],
  ])('writes %s as %s', (input, expected) => {
    expect(toUsE164(input)).toBe(expected);
  });

  it.each(['12345', '', '+44 20 7946 0958', '(102) 555-0100', '(402) 155-0100', '402-555-01000'])(
    'refuses %j',
    (input) => {
      expect(toUsE164(input)).toBeNull();
    },
  );
});
