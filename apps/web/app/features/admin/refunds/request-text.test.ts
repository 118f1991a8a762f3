import { describe, expect, it } from 'vitest';
import {
  cityOfLeadSummary,
  decisionResultText,
  givenText,
  pricePaidText,
  requestClockText,
} from './request-text';

const customer = { _id: 'c1', name: 'Dana Whitfield', email: 'demo@sellersignal.io' };

describe('request texts', () => {
  it('finds the city of a lead summary', () => {
    expect(cityOfLeadSummary('Single Family in Tampa, FL 33689')).toBe('Tampa');
    expect(cityOfLeadSummary('Mobile Home in Saint Louis, MO 63182')).toBe('Saint Louis');
    expect(cityOfLeadSummary('something else')).toBe('');
  });

  it('says what was paid', () => {
    expect(pricePaidText({ kind: 'refund', price_paid: 85 })).toBe('$85.00');
    expect(pricePaidText({ kind: 'replacement', price_paid: 0 })).toBe('1 premium credit');
  });

  it('says what the customer got from a decision', () => {
    expect(decisionResultText({ kind: 'refund', price_paid: 85, customer }, { decision: 'approve' })).toBe(
      "Approved: $85.00 credited to Dana Whitfield's wallet.",
    );
    expect(
      decisionResultText({ kind: 'replacement', price_paid: 0, customer }, { decision: 'approve' }),
    ).toBe('Approved: Dana Whitfield has the premium credit back.');
    expect(
      decisionResultText(
        { kind: 'replacement', price_paid: 0, customer },
        { decision: 'approve', replacementLead: { city: 'Omaha', state: 'NE' } },
      ),
    ).toBe('Approved: Dana Whitfield received a replacement lead in Omaha, NE.');
    expect(decisionResultText({ kind: 'refund', price_paid: 85, customer }, { decision: 'reject' })).toBe(
      'Rejected: Dana Whitfield sees your note in Requests.',
    );
  });

  it('gives an open request its clock against the one-business-day target', () => {
    const due = '2026-11-23T21:00:00.000Z';
    const at = (iso: string) => requestClockText(due, new Date(iso));
    expect(at('2026-11-23T18:00:00.000Z')).toEqual({ text: 'Due in 3 h', isOverdue: false });
    expect(at('2026-11-23T17:40:00.000Z')).toEqual({ text: 'Due in 3 h 20 min', isOverdue: false });
    expect(at('2026-11-23T20:15:30.000Z')).toEqual({ text: 'Due in 44 min', isOverdue: false });
    expect(at('2026-11-23T20:59:50.000Z')).toEqual({ text: 'Due in 1 min', isOverdue: false });
    expect(at('2026-11-20T21:00:00.000Z')).toEqual({ text: 'Due in 3 d', isOverdue: false });
    expect(at('2026-11-23T21:00:00.000Z')).toEqual({ text: 'Overdue by 1 min', isOverdue: true });
    expect(at('2026-11-24T23:00:00.000Z')).toEqual({ text: 'Overdue by 1 d 2 h', isOverdue: true });
  });

  it('says what an approved request gave', () => {
    expect(givenText({ kind: 'refund', amount: 45 })).toBe('$45.00 to the wallet');
    expect(givenText({ kind: 'credit', credits: 1, valid_until: '2026-12-21T18:00:00.000Z' })).toBe(
      '1 premium credit, valid until Dec 21, 2026',
    );
    expect(givenText({ kind: 'lead', lead_id: 'l1', place: 'Austin, TX 78701' })).toBe(
      'a replacement lead in Austin, TX 78701',
    );
  });
});
