import type { OwnedLead } from '@app/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ownedLead } from '../../lib/lead-fixtures';
import { PurchasedLeadCard } from './purchased-lead-card';

function renderCard(owned: OwnedLead) {
  render(
    <MemoryRouter>
      <ul>
        <PurchasedLeadCard lead={owned} now={new Date('2026-11-27T15:00:00.000Z')} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('listitem');
}

describe('PurchasedLeadCard', () => {
  it('offers the seller’s phone as a call link', () => {
    const card = renderCard(ownedLead({}));
    expect(within(card).getByRole('link', { name: '(216) 555-0244' })).toHaveAttribute(
      'href',
      'tel:+12165550244',
    );
    expect(within(card).queryByText('Do not contact')).toBeNull();
  });

  it('marks a seller who asked not to be contacted in words, and no longer offers the call', () => {
    const card = renderCard(ownedLead({ do_not_contact: true }));
    expect(within(card).getByText('Do not contact')).toBeVisible();
    expect(
      within(card).getByText('The seller asked not to be contacted. Do not call or text.'),
    ).toBeVisible();
    expect(within(card).getByText('(216) 555-0244')).toBeVisible();
    expect(within(card).queryByRole('link', { name: '(216) 555-0244' })).toBeNull();
  });

  it('shows the property, the money and the seller’s e-mail, and only the rows the lead has', () => {
    const card = renderCard(
      ownedLead({
        seller_email: 'opal.whitfield@example.com',
        bedrooms: 3,
        bathrooms: 1.5,
        square_feet: 1480,
        year_built: 1978,
        estimated_value: 310_000,
        mortgage_balance: 95_000,
        equity: 215_000,
        equity_percent: 69.4,
        condition: 'needs work',
        occupancy: 'vacant',
        county: 'Cuyahoga County, OH',
        source: 'cold call',
      }),
    );
    expect(within(card).getByRole('link', { name: 'opal.whitfield@example.com' })).toHaveAttribute(
      'href',
      'mailto:opal.whitfield@example.com',
    );
    const facts = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Home: '3 beds · 1.5 baths · 1,480 sq ft',
      'Year built': '1978',
      Condition: 'Needs work',
      Occupancy: 'Vacant',
      'Estimated value': '$310,000',
      'Mortgage balance': '$95,000',
      Equity: '$215,000 (69.4%)',
      County: 'Cuyahoga County, OH',
      'Lead source': 'Cold call',
    });
    expect(facts).not.toHaveProperty('Lot');
    expect(facts).not.toHaveProperty('Asking price');
    expect(within(card).queryByText(/More details/)).toBeNull();
    expect(within(card).queryByText(/Do-Not-Call/)).toBeNull();
  });

  it('warns of a number on a Do-Not-Call list', () => {
    const card = renderCard(ownedLead({ dnc: true }));
    expect(within(card).getByText('On a Do-Not-Call list: check before you call')).toBeInTheDocument();
  });

  it('keeps the notes, the call recording and the consent record behind More details', () => {
    const card = renderCard(
      ownedLead({
        seller_notes: 'Roof is 20 years old.\nWants to close before May.',
        call_recording_url: 'https://recordings.example.com/calls/7f3e9a.mp3',
        consent: {
          text: 'I agree to be contacted about selling my property.',
          captured_at: '2026-03-01T18:22:05.000Z',
          ip: '203.0.113.24',
          certificate_id: 'https://cert.trustedform.com/2c1f5e7a9b0d4e8f',
        },
      }),
    );
    expect(within(card).getByText('More details: notes, call recording, consent')).toBeInTheDocument();
    expect(within(card).getByText(/Roof is 20 years old/)).toBeInTheDocument();
    const audio = card.querySelector('audio');
    expect(audio).toHaveAttribute('src', 'https://recordings.example.com/calls/7f3e9a.mp3');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(within(card).getByRole('link', { name: 'Open the recording' })).toHaveAttribute(
      'href',
      'https://recordings.example.com/calls/7f3e9a.mp3',
    );
    expect(within(card).getByText('I agree to be contacted about selling my property.')).toBeInTheDocument();
    expect(within(card).getByText('203.0.113.24')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'https://cert.trustedform.com/2c1f5e7a9b0d4e8f' }),
    ).toHaveAttribute('href', 'https://cert.trustedform.com/2c1f5e7a9b0d4e8f');
  });
});
