import { describe, expect, it } from 'vitest';
import { leadsNowText, publishTimeText } from './import-summary';
import type { ImportBatch } from './api/use-lead-import';

const none = { scheduled: 0, on_hold: 0, published: 0, sold_out: 0, expired: 0, withdrawn: 0 };
const batch = (leads: Partial<ImportBatch['leads']>, publishAt: string | null = '2026-11-28T16:00:00.000Z') =>
  ({ leads: { ...none, ...leads }, publish_at: publishAt }) as ImportBatch;

describe('an import summed up', () => {
  it('says where its leads are now', () => {
    expect(leadsNowText({ ...none, published: 2, scheduled: 1, on_hold: 1 })).toBe(
      '2 for sale, 1 scheduled, 1 unpublished',
    );
    expect(leadsNowText(none)).toBe('No leads');
  });

  it('says when its waiting leads go live', () => {
    expect(publishTimeText(batch({ scheduled: 3 }))).toBe(
      'Scheduled leads go live Sat, Nov 28, 10:00 AM CST.',
    );
    expect(publishTimeText(batch({ on_hold: 1 }, null))).toBe(
      'Its unpublished leads wait until someone publishes them or sets a time.',
    );
    expect(publishTimeText(batch({ published: 2 }))).toBe('Its leads are on the marketplace.');
  });
});
