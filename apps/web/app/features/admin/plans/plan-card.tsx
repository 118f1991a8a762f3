import { buttonClass } from '../../../components/form-controls';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import type { AdminPlan } from './api/use-admin-plans';

export type PlanAction = 'edit' | 'price' | 'retire';

/** A limit as the console shows it (decision 029): null is unlimited, 0 not included. */
const limitText = (limit: number | null) =>
  limit === null ? 'Unlimited' : limit === 0 ? 'None' : limit.toLocaleString('en-US');

/** The plan's entitlements in one compact grid, in the order the pricing card lists them. */
function EntitlementsSummary({ entitlements: e }: { entitlements: AdminPlan['entitlements'] }) {
  const items: [string, string][] = [
    ['Saved searches', limitText(e.saved_searches)],
    ['Text alerts', e.text_alerts ? 'Yes' : 'No'],
    ['API keys', limitText(e.api_keys)],
    ['Webhooks', limitText(e.webhook_endpoints)],
    ['Team seats', limitText(e.team_seats)],
  ];
  return (
    <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-3 py-2.5 text-sm ring-1 ring-slate-200">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1.5 whitespace-nowrap">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One plan as the team manages it: price, credits, subscribers, entitlements, scheduled changes, and what can be done. */
export function PlanCard({
  plan,
  onAction,
}: {
  plan: AdminPlan;
  onAction: (action: PlanAction, plan: AdminPlan, opener: HTMLElement) => void;
}) {
  const period = plan.plan_occurance === 'yearly' ? 'year' : 'month';
  const titleId = `plan-${plan._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-2xl p-5 shadow-sm ring-1 ${plan.is_retired ? 'bg-slate-50 ring-slate-200' : 'bg-white ring-slate-200'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="slate">{plan.plan_occurance === 'yearly' ? 'Yearly' : 'Monthly'}</StatusBadge>
        {plan.is_recommended && <StatusBadge tone="green">Recommended</StatusBadge>}
        {plan.is_retired && <StatusBadge tone="red">Retired</StatusBadge>}
      </div>
      <h3 id={titleId} className="mt-3 text-xl font-bold text-brand-900">
        {plan.plan_name}
      </h3>
      <p className="mt-1 text-2xl font-extrabold tabular-nums text-ink">
        {plan.price > 0 ? (
          <>
            {formatMoney(plan.price)}{' '}
            <span className="text-base font-semibold text-slate-600">/ {period}</span>
          </>
        ) : (
          'Contact Us'
        )}
      </p>
      <p className="mt-2 text-sm text-slate-700">{plan.plan_details}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Credits</dt>
          <dd className="font-semibold text-ink">{plan.premium_credits.toLocaleString('en-US')} / month</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Subscribers</dt>
          <dd className="font-semibold text-ink">{plan.subscribers.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <EntitlementsSummary entitlements={plan.entitlements} />
      {plan.benefits.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm text-slate-700">
          {plan.benefits.map((item) => (
            <li key={item.id} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                ✓
              </span>
              {item.benefit}
            </li>
          ))}
        </ul>
      )}
      {plan.scheduled_price_changes.length > 0 && (
        <div className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <p className="font-semibold">
            Scheduled price {plan.scheduled_price_changes.length === 1 ? 'change' : 'changes'}
          </p>
          <ul className="mt-1 space-y-0.5">
            {plan.scheduled_price_changes.map((change) => (
              <li key={`${change.effective_at}-${change.new_price}`}>
                {formatMoney(change.new_price)} / {period} from {formatDate(change.effective_at)}
                {change.notified_at ? ` · subscribers told ${formatDate(change.notified_at)}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={(event) => onAction('edit', plan, event.currentTarget)}
        >
          Edit
          <span className="sr-only">
            {' '}
            {plan.plan_name} {plan.plan_occurance}
          </span>
        </button>
        {!plan.is_retired && (
          <>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={(event) => onAction('price', plan, event.currentTarget)}
            >
              Schedule price change
              <span className="sr-only">
                {' '}
                of {plan.plan_name} {plan.plan_occurance}
              </span>
            </button>
            <button
              type="button"
              className="inline-flex items-center rounded-full px-3.5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              onClick={(event) => onAction('retire', plan, event.currentTarget)}
            >
              Retire
              <span className="sr-only">
                {' '}
                {plan.plan_name} {plan.plan_occurance}
              </span>
            </button>
          </>
        )}
      </div>
    </article>
  );
}
