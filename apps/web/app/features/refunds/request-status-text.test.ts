import { describe, expect, it } from 'vitest';
import { requestStatusText } from './request-status-text';

describe("a member's request status", () => {
  it('while pending, names only the evidence that was asked for', () => {
    expect(
      requestStatusText({ kind: 'refund', status: 'pending', decided_automatically: false, given: null }),
    ).toBe('Our team is checking your call, SMS or email log.');
    const replacement = requestStatusText({
      kind: 'replacement',
      status: 'pending',
      decided_automatically: false,
      given: null,
    });
    expect(replacement).toBe('Our team is checking the lead against what you reported.');
    expect(replacement).not.toMatch(/evidence|log/i);
  });

  it('once approved, says what was given', () => {
    expect(
      requestStatusText({
        kind: 'refund',
        status: 'approved',
        decided_automatically: false,
        given: { kind: 'refund', amount: 80 },
      }),
    ).toBe('Approved: $80.00 back in your wallet.');
    expect(
      requestStatusText({
        kind: 'replacement',
        status: 'approved',
        decided_automatically: false,
        given: { kind: 'credit', credits: 1, valid_until: '2026-12-21T18:00:00.000Z' },
      }),
    ).toBe('Approved: 1 premium credit back, valid until Dec 21, 2026.');
    expect(
      requestStatusText({
        kind: 'replacement',
        status: 'approved',
        decided_automatically: false,
        given: { kind: 'lead', lead_id: 'l1', place: 'Austin, TX 78701' },
      }),
    ).toBe('Approved: replacement lead in Austin, TX 78701.');
  });

  it('says when a rule approved it at once, and when it was not approved', () => {
    expect(
      requestStatusText({
        kind: 'refund',
        status: 'approved',
        decided_automatically: true,
        given: { kind: 'refund', amount: 45.5 },
      }),
    ).toBe('Approved automatically: $45.50 back in your wallet.');
    expect(
      requestStatusText({ kind: 'refund', status: 'rejected', decided_automatically: false, given: null }),
    ).toBe('Not approved: the lead stays yours.');
  });
});
