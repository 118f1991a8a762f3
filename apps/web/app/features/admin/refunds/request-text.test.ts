import { describe, expect, it } from 'vitest';
import { cityOfLeadSummary, decisionResultText, pricePaidText } from './request-text';

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
});
