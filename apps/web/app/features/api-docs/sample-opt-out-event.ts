import type { LeadOptOutEvent } from '@app/shared';

/**
 * A `lead.opt_out` webhook event as /docs shows it (issue 19.1): the seller of the sample response's
 * exclusive lead asked not to be contacted. Parsed with the contract's schema in a unit test, so it
 * cannot drift from what the API sends. The phone is in the 555-01xx range reserved for fiction.
 */
export const SAMPLE_OPT_OUT_EVENT = {
  type: 'lead.opt_out',
  timestamp: '2026-03-09T14:12:30.000Z',
  data: {
    id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    lead_phone: '+17135550187',
    address_line_1: '1207 Holman St',
    city: 'Houston',
    state: 'TX',
    ZIP: '77004',
    purchased_at: '2026-03-02T16:20:45.000Z',
    opted_out_at: '2026-03-09T14:12:29.000Z',
    do_not_contact: true,
  },
} as const satisfies { type: 'lead.opt_out'; timestamp: string; data: LeadOptOutEvent };
