import { describe, expect, it } from 'vitest';
import { publishingResultText } from './publishing-text';

describe('what a publishing action did, in words', () => {
  it('says what changed', () => {
    expect(publishingResultText('publish_now', { changed: 1, unchanged: 0, skipped: [] })).toBe(
      '1 lead published now: on the marketplace, and buyers with alerts are told.',
    );
    expect(publishingResultText('unpublish', { changed: 3, unchanged: 0, skipped: [] })).toBe(
      '3 leads taken off the marketplace until published again.',
    );
    expect(
      publishingResultText('schedule', { changed: 2, unchanged: 0, skipped: [] }, '2026-11-28T16:00:00.000Z'),
    ).toBe('2 leads will go live Sat, Nov 28, 10:00 AM CST.');
  });

  it('and why the others stayed as they were', () => {
    expect(
      publishingResultText('publish_now', {
        changed: 2,
        unchanged: 2,
        skipped: [
          { _id: 'a', reason: 'it is sold out' },
          { _id: 'b', reason: 'it is sold out' },
        ],
      }),
    ).toBe(
      '2 leads published now: on the marketplace, and buyers with alerts are told. 2 leads left as they were: it is sold out.',
    );
  });
});
