import { equityBand, equityOf, valueBand, type LeadDetails, type PurchasedLead } from '@app/shared';
import type { leads } from '../../db/schema/index.js';
import { centsToDollars } from '../../lib/money.js';

type LeadRow = typeof leads.$inferSelect;

export function toPurchasedLead(lead: LeadRow, purchasedAt: Date, priceCents: number): PurchasedLead {
  return {
    id: lead.id,
    lead_name: lead.leadName,
    lead_phone: lead.leadPhone,
    property_type: lead.propertyType,
    listed: lead.listed,
    reason: lead.reason,
    lead_type: lead.leadType,
    selling_timeline: lead.sellingTimeline,
    address_line_1: lead.addressLine1,
    city: lead.city,
    state: lead.state,
    ZIP: lead.zip,
    is_purchased: true,
    location: { type: 'Point', coordinates: [lead.lng, lead.lat] },
    purchased_at: purchasedAt.toISOString(),
    price_paid: centsToDollars(priceCents),
    do_not_contact: lead.sellerOptedOutAt !== null,
    county: lead.county,
    published_at: lead.publishedAt?.toISOString() ?? null,
    ...leadDetailsOf(lead),
  };
}

/** The property and the conversation (issue 18.3), for the lead's owners and the team. */
export function leadDetailsOf(lead: LeadRow): LeadDetails {
  return {
    seller_email: lead.sellerEmail,
    bedrooms: lead.bedrooms,
    bathrooms: lead.bathrooms,
    square_feet: lead.squareFeet,
    lot_size_sqft: lead.lotSizeSqft,
    year_built: lead.yearBuilt,
    estimated_value: lead.estimatedValue,
    mortgage_balance: lead.mortgageBalance,
    ...equityOf(lead.estimatedValue, lead.mortgageBalance),
    asking_price: lead.askingPrice,
    condition: lead.condition,
    occupancy: lead.occupancy,
    seller_notes: lead.sellerNotes,
    call_recording_url: lead.callRecordingUrl,
    source: lead.source,
    consent: lead.consent,
    dnc: lead.dnc,
  };
}

/** The columns the public marketplace reads for its details (never the seller). */
export type PublicDetailColumns = Pick<
  LeadRow,
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'condition'
  | 'occupancy'
  | 'estimatedValue'
  | 'mortgageBalance'
  | 'dnc'
> & { hasConsent: boolean };

/** What a prospect sees before paying: the house, a value band and an equity band. */
export function publicDetailsOf(lead: PublicDetailColumns) {
  const { equity_percent } = equityOf(lead.estimatedValue, lead.mortgageBalance);
  return {
    bedrooms: lead.bedrooms,
    bathrooms: lead.bathrooms,
    square_feet: lead.squareFeet,
    condition: lead.condition,
    occupancy: lead.occupancy,
    value_band: valueBand(lead.estimatedValue),
    equity_band: equityBand(equity_percent, lead.mortgageBalance),
    has_consent: lead.hasConsent,
    dnc: lead.dnc,
  };
}
