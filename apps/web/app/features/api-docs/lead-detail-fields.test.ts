import { CSV_COLUMNS, headingsOf, leadDetailsSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { LEAD_DETAIL_FIELDS } from './lead-detail-fields';

describe('the documented lead detail fields', () => {
  it('name every detail field of a purchased lead, and nothing else', () => {
    expect(LEAD_DETAIL_FIELDS.map((field) => field.name).sort()).toEqual(
      ['county', 'published_at', ...Object.keys(leadDetailsSchema.shape)].sort(),
    );
  });

  it('name CSV columns the CSV has', () => {
    const headings = headingsOf(CSV_COLUMNS);
    for (const column of LEAD_DETAIL_FIELDS.flatMap((field) => field.csvColumns))
      expect(headings).toContain(column);
  });
});
