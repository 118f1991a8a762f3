import { describe, expect, it } from 'vitest';
import { publishingActionsOf } from './lead-publishing';

describe('the publishing actions a lead offers', () => {
  it('a waiting lead: publish now or at another time', () => {
    expect(publishingActionsOf({ status: 'scheduled', buyers_count: 0 })).toEqual([
      'publish_now',
      'schedule',
    ]);
  });
  it('a lead on sale nobody bought: another time, or off the marketplace', () => {
    expect(publishingActionsOf({ status: 'published', buyers_count: 0 })).toEqual(['schedule', 'unpublish']);
  });
  it('a bought, sold-out, expired or withdrawn lead: none', () => {
    expect(publishingActionsOf({ status: 'published', buyers_count: 1 })).toEqual([]);
    for (const status of ['sold_out', 'expired', 'withdrawn'] as const)
      expect(publishingActionsOf({ status, buyers_count: 0 })).toEqual([]);
  });
});
