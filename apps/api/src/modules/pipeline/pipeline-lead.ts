import type { PipelineLead } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { leadPurchases, leads } from '../../db/schema/index.js';
import { purchaseMemberName } from '../../db/team-account.js';
import { CENTRAL_TZ, zonedDay } from '../../lib/zoned-time.js';

/**
 * Follow-up days are Central Time days, the product's clock (docs/product.md §9): the dashboard's
 * "today", the reminder's morning and the earliest day a follow-up may be set all use it.
 */
export const pipelineToday = (now: Date) => zonedDay(now, CENTRAL_TZ);

/** When a lead last moved: its purchase while it has never left `new`. */
export const movedAt = sql<Date>`coalesce(${leadPurchases.statusChangedAt}, ${leadPurchases.createdAt})`;

/** What a board card and a list row need: the purchase and the lead's name and place. */
export const pipelineColumns = {
  purchase: {
    id: leadPurchases.id,
    leadId: leadPurchases.leadId,
    leadType: leadPurchases.leadType,
    pipelineStatus: leadPurchases.pipelineStatus,
    statusChangedAt: leadPurchases.statusChangedAt,
    statusOccurredAt: leadPurchases.statusOccurredAt,
    followUpOn: leadPurchases.followUpOn,
    dealType: leadPurchases.dealType,
    revenueCents: leadPurchases.revenueCents,
    createdAt: leadPurchases.createdAt,
    purchasedBy: leadPurchases.purchasedBy,
    purchasedByName: purchaseMemberName('purchased_by'),
    assignedTo: leadPurchases.assignedTo,
    assignedToName: purchaseMemberName('assigned_to'),
  },
  lead: { leadName: leads.leadName, city: leads.city, state: leads.state, zip: leads.zip },
};

export type PipelineRow = {
  purchase: {
    id: string;
    leadId: string;
    leadType: PipelineLead['lead_type'];
    pipelineStatus: PipelineLead['status'];
    statusChangedAt: Date | null;
    statusOccurredAt: Date | null;
    followUpOn: string | null;
    dealType: PipelineLead['deal_type'];
    revenueCents: number | null;
    createdAt: Date;
    purchasedBy: string | null;
    purchasedByName: string | null;
    assignedTo: string | null;
    assignedToName: string | null;
  };
  lead: { leadName: string; city: string; state: string; zip: string };
};

/** A purchase in the pipeline is one its account still owns: a refund or replacement takes it out. */
export const ownedBy = (ownerId: string) =>
  and(eq(leadPurchases.userId, ownerId), isNull(leadPurchases.reversedAt));

export function followUpStateOf(followUpOn: string | null, today: string): PipelineLead['follow_up_state'] {
  if (!followUpOn) return null;
  if (followUpOn < today) return 'overdue';
  return followUpOn === today ? 'today' : 'upcoming';
}

const memberOf = (userId: string | null, name: string | null) =>
  userId ? { user_id: userId, name: name ?? 'Deleted member' } : null;

export function toPipelineLead({ purchase, lead }: PipelineRow, today: string): PipelineLead {
  return {
    purchase_id: purchase.id,
    lead_id: purchase.leadId,
    lead_type: purchase.leadType,
    lead_name: lead.leadName,
    city: lead.city,
    state: lead.state,
    ZIP: lead.zip,
    status: purchase.pipelineStatus,
    status_changed_at: (purchase.statusChangedAt ?? purchase.createdAt).toISOString(),
    follow_up_on: purchase.followUpOn,
    follow_up_state: followUpStateOf(purchase.followUpOn, today),
    deal_type: purchase.dealType,
    revenue_cents: purchase.revenueCents,
    purchased_at: purchase.createdAt.toISOString(),
    purchased_by: memberOf(purchase.purchasedBy, purchase.purchasedByName),
    assigned_to: memberOf(purchase.assignedTo, purchase.assignedToName),
  };
}
