import {
  NO_LEAD_DETAILS,
  PIPELINE_STATUSES,
  type OwnedLead,
  type PipelineBoard,
  type PipelineLead,
  type PurchasedLead,
} from '@app/shared';

/*
 * Leads as the API answers them, for the web app's tests: one seller everywhere, so a test states
 * only what it is about.
 */

/** A premium lead taken on 2026-11-20, as a purchase answers it. */
export const purchasedLead = (overrides: Partial<PurchasedLead> = {}): PurchasedLead => ({
  id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
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
  county: null,
  published_at: null,
  ...NO_LEAD_DETAILS,
  ...overrides,
});

/** The same lead as the purchased-leads list shows it, with its purchase and request state. */
export const ownedLead = (overrides: Partial<OwnedLead> = {}): OwnedLead => ({
  ...purchasedLead(),
  purchase_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  request_deadline: null,
  request_status: null,
  bought_by: null,
  ...overrides,
});

/** A premium lead bought on 2026-11-21, as the pipeline lists it (in New unless told otherwise). */
export const pipelineLead = (overrides: Partial<PipelineLead> = {}): PipelineLead => ({
  purchase_id: '7c1f5c1e-2f52-4c1b-9d4e-8a3b1c2d3e4f',
  lead_id: '0e8b9c7d-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  lead_type: 'premium',
  lead_name: 'Ana Lopez',
  city: 'Austin',
  state: 'TX',
  ZIP: '78701',
  status: 'new',
  status_changed_at: '2026-11-21T15:00:00.000Z',
  follow_up_on: null,
  follow_up_state: null,
  deal_type: null,
  revenue_cents: null,
  purchased_at: '2026-11-21T15:00:00.000Z',
  purchased_by: null,
  assigned_to: null,
  ...overrides,
});

/** The board with these cards, each in its status's column, on 2026-11-21. */
export const pipelineBoard = (leads: PipelineLead[]): PipelineBoard => ({
  today: '2026-11-21',
  columns: PIPELINE_STATUSES.map((status) => {
    const cards = leads.filter((lead) => lead.status === status);
    return { status, count: cards.length, leads: cards };
  }),
});
