import { describe, expect, it } from 'vitest';
import { prettyJson } from '../admin-format';
import { auditActionLabel } from '@app/shared';
import { changedKeys } from './audit-changes';
import { auditFiltersFromParams, auditFiltersToParams, toAuditLogQuery } from './audit-filters';

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

  it('names an action in words, a replacement decision as a replacement', () => {
    expect(auditActionLabel('lead.withdraw', 'lead')).toBe('Lead withdrawn');
    expect(auditActionLabel('import-leads', 'import_batch')).toBe('Leads imported');
    expect(auditActionLabel('approve-request', 'replacement_request')).toBe('Replacement request approved');
    expect(auditActionLabel('reject-request', 'refund_request')).toBe('Refund request rejected');
    expect(auditActionLabel('something.new_here', 'lead')).toBe('Something new here');
  });

  it('keeps the filters in the address bar, dropping what the API would refuse', () => {
    const filters = auditFiltersFromParams(
      new URLSearchParams('actor=system&entity=lead&from=2026-11-01&to=nonsense&page=3'),
    );
    expect(filters).toEqual({ actor: 'system', entity: 'lead', from: '2026-11-01', to: '', page: 3 });
    expect(auditFiltersToParams(filters).toString()).toBe('actor=system&entity=lead&from=2026-11-01&page=3');
    expect(toAuditLogQuery(filters)).toEqual({
      page: '3',
      actor: 'system',
      entity: 'lead',
      from: '2026-11-01',
    });
    expect(auditFiltersFromParams(new URLSearchParams('entity=spaceship&actor=bob')).entity).toBe('');
  });

  it('prints JSON, and nothing for nothing', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyJson(null)).toBeNull();
    expect(prettyJson(undefined)).toBeNull();
  });
});
