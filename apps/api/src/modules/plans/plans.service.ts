import type { Plan, PlanOccurrence } from '@app/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { plans } from '../../db/schema/index.js';
import { centsToDollars } from '../../lib/money.js';

type PlanRow = typeof plans.$inferSelect;

export function toPlanDto(row: PlanRow): Plan {
  return {
    _id: row.id,
    plan_name: row.name,
    plan_details: row.details,
    price: centsToDollars(row.priceCents),
    plan_occurance: row.occurrence,
    is_recommended: row.isRecommended,
    benefits: row.benefits,
    premium_credits: row.premiumCreditsPerMonth,
    entitlements: {
      saved_searches: row.savedSearchesLimit,
      text_alerts: row.textAlerts,
      api_keys: row.apiKeysLimit,
      webhook_endpoints: row.webhookEndpointsLimit,
      team_seats: row.teamSeats,
    },
  };
}

/** Plans on sale (retired plans stay with their subscribers but are not offered). */
export async function listPlans(db: DbOrTx, occurrence?: PlanOccurrence): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(isNull(plans.retiredAt), occurrence ? eq(plans.occurrence, occurrence) : undefined))
    .orderBy(asc(plans.sortOrder), asc(plans.occurrence));
  return rows.map(toPlanDto);
}
