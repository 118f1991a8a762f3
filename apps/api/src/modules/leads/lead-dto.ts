import type { PurchasedLead } from '@app/shared';
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
  };
}
