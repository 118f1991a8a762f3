import { describe, expect, it } from 'vitest';
import { prettyJson } from '../admin-format';
import { actionLabel, changedKeys } from './audit-changes';

describe('audit log summaries', () => {
  it('lists the fields that changed, ignoring update timestamps', () => {
    expect(
      changedKeys(
        { status: 'new', notes: '', name: 'Marcus', updatedAt: 1 },
        { status: 'active', notes: 'Called', name: 'Marcus', updatedAt: 2 },
      ),
    ).toEqual(['status', 'notes']);
    expect(changedKeys({ a: { b: 1 } }, { a: { b: 2 } })).toEqual(['a']);
    expect(changedKeys({ reason: undefined }, { reason: 'Sold' })).toEqual(['reason']);
  });

  it('has nothing to compare for a creation', () => {
    expect(changedKeys(null, { id: 'x' })).toEqual([]);
  });

  it('reads an action as words', () => {
    expect(actionLabel('lead.withdraw')).toBe('Lead withdraw');
    expect(actionLabel('import-leads')).toBe('Import leads');
    expect(actionLabel('plan.schedule_price_change')).toBe('Plan schedule price change');
  });

  it('prints JSON, and nothing for nothing', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyJson(null)).toBeNull();
    expect(prettyJson(undefined)).toBeNull();
  });
});
