import type { z } from 'zod';
import type { getPurchasedPremiumLeads } from '../contracts/leads.js';
import { MESSAGES } from '../messages.js';

/**
 * What GET leads/get-purchased-premium-leads answers, shown on the /docs page. Typed by the
 * contract and parsed with its response schema in a unit test, so it cannot drift from the API.
 * Phone numbers use the 555-01xx range reserved for fiction.
 */
export const SAMPLE_PURCHASED_LEADS_RESPONSE = {
  message: MESSAGES.fetched,
  pagination: { currentPage: 1, pageCount: 1 },
  result: [
    {
      id: '3f6c1d2e-8a4b-4c5d-9e7f-0a1b2c3d4e5f',
      lead_name: 'Maria Gonzalez',
      lead_phone: '(602) 555-0142',
      property_type: 'Single Family',
      listed: false,
      reason: 'Inherited property',
      lead_type: 'premium',
      selling_timeline: 'ASAP',
      address_line_1: '4821 W Cactus Rd',
      city: 'Phoenix',
      state: 'AZ',
      ZIP: '85029',
      is_purchased: true,
      location: { type: 'Point', coordinates: [-112.158, 33.597] },
      purchased_at: '2026-03-02T15:04:11.000Z',
      price_paid: 0,
      do_not_contact: false,
    },
    {
      id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      lead_name: 'James Walker',
      lead_phone: '(713) 555-0187',
      property_type: 'Multi Family',
      listed: false,
      reason: 'Tired landlord',
      lead_type: 'exclusive',
      selling_timeline: '1-3 months',
      address_line_1: '1207 Holman St',
      city: 'Houston',
      state: 'TX',
      ZIP: '77004',
      is_purchased: true,
      location: { type: 'Point', coordinates: [-95.374, 29.735] },
      purchased_at: '2026-03-02T16:20:45.000Z',
      price_paid: 45,
      do_not_contact: false,
    },
  ],
} satisfies z.input<typeof getPurchasedPremiumLeads.response>;
