import { describe, expect, it } from 'vitest';
import { seatsText } from './team-seats';

describe('seatsText (decision 036)', () => {
  it('counts the seats of the plan, in the singular for one', () => {
    expect(seatsText({ seats_used: 2, seats_limit: 3 })).toBe('2 of 3 seats used');
    expect(seatsText({ seats_used: 1, seats_limit: 1 })).toBe('1 of 1 seat used');
    // After a move to a plan with fewer seats, until members leave.
    expect(seatsText({ seats_used: 2, seats_limit: 1 })).toBe('2 of 1 seat used');
  });

  it('says when the plan has no limit', () => {
    expect(seatsText({ seats_used: 1, seats_limit: null })).toBe('1 seat used (unlimited)');
    expect(seatsText({ seats_used: 4, seats_limit: null })).toBe('4 seats used (unlimited)');
  });
});
