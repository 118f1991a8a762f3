import type { Plan } from '@app/shared';
import { formatThousands } from './format-number';

export interface PlanLine {
  id: string;
  text: string;
}

const count = (n: number, one: string, many: string) => `${formatThousands(n)} ${n === 1 ? one : many}`;

/** "2 API keys", "Unlimited API keys"; null when the plan has none (0 means not included). */
const limit = (n: number | null, one: string, many: string) =>
  n === null ? `Unlimited ${many}` : n > 0 ? count(n, one, many) : null;

/**
 * What a plan includes, as the pricing card lists it (decision 029): lines written from the plan's
 * credits and entitlements, the same data the API enforces, so a card never promises what the API
 * refuses. A null limit is unlimited, 0 is not included (no line).
 */
export function planEntitlementLines(plan: Pick<Plan, 'premium_credits' | 'entitlements'>): PlanLine[] {
  const e = plan.entitlements;
  const lines: PlanLine[] = [];
  if (plan.premium_credits > 0)
    lines.push({
      id: 'credits',
      text: `${count(plan.premium_credits, 'premium lead credit', 'premium lead credits')} every month`,
    });
  const searches = limit(e.saved_searches, 'saved search', 'saved searches');
  if (searches) lines.push({ id: 'saved-searches', text: `${searches} with e-mail alerts` });
  if (e.text_alerts) lines.push({ id: 'text-alerts', text: 'New-lead text alerts' });
  const delivery =
    e.api_keys === null && e.webhook_endpoints === null
      ? 'Unlimited API keys and webhook endpoints'
      : [
          limit(e.api_keys, 'API key', 'API keys'),
          limit(e.webhook_endpoints, 'webhook endpoint', 'webhook endpoints'),
        ]
          .filter(Boolean)
          .join(' and ');
  if (delivery) lines.push({ id: 'delivery', text: delivery });
  // One seat is the member alone: only more than one says something.
  if (e.team_seats === null || e.team_seats > 1)
    lines.push({ id: 'team-seats', text: limit(e.team_seats, 'team seat', 'team seats')! });
  return lines;
}

/** The card's list: the generated lines first, then the team's own benefits. */
export function planCardLines(plan: Pick<Plan, 'premium_credits' | 'entitlements' | 'benefits'>): PlanLine[] {
  return [
    ...planEntitlementLines(plan),
    ...plan.benefits.map((item) => ({ id: `benefit-${item.id}`, text: item.benefit })),
  ];
}
