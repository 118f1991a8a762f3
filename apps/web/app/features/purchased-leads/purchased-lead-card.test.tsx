import type { OwnedLead } from '@app/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PurchasedLeadCard } from './purchased-lead-card';

const lead = (overrides: Partial<OwnedLead>): OwnedLead => ({
  id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  purchase_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  lead_name: 'Opal Whitfield',
  lead_phone: '+12165550244',
  property_type: 'Single Family',
  listed: false,
  reason: 'Moving to be near family',
  lead_type: 'premium',
  selling_timeline: 'ASAP',
  address_line_1: '1207 Larchmere Blvd',
  city: 'Cleveland',
  state: 'OH',
  ZIP: '44120',
  is_purchased: true,
  location: { type: 'Point', coordinates: [-81.6, 41.48] },
  purchased_at: '2026-11-20T15:00:00.000Z',
  price_paid: 0,
  do_not_contact: false,
  request_deadline: null,
  request_status: null,
  ...overrides,
});

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
    const card = renderCard(lead({}));
    expect(within(card).getByRole('link', { name: '(216) 555-0244' })).toHaveAttribute(
      'href',
      'tel:+12165550244',
    );
    expect(within(card).queryByText('Do not contact')).toBeNull();
  });

  it('marks a seller who asked not to be contacted in words, and no longer offers the call', () => {
    const card = renderCard(lead({ do_not_contact: true }));
    expect(within(card).getByText('Do not contact')).toBeVisible();
    expect(
      within(card).getByText('The seller asked not to be contacted. Do not call or text.'),
    ).toBeVisible();
    expect(within(card).getByText('(216) 555-0244')).toBeVisible();
    expect(within(card).queryByRole('link', { name: '(216) 555-0244' })).toBeNull();
  });
});
