import type { CustomerDetail } from '@app/shared';
import { StatusBadge, type BadgeTone } from '../../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../../lib/format-date';
import { formatBalance } from '../../../../lib/format-money';
import { AdminPanel, Figure } from '../../admin-page';
import { capitalize, formatPercent } from '../../admin-format';

const SUBSCRIPTION_TONES: Record<string, BadgeTone> = { active: 'green', past_due: 'red', canceled: 'slate' };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function Subscription({ billing }: { billing: CustomerDetail['billing'] }) {
  const subscription = billing.subscription;
  const card = billing.payment_method;
  const cardText = card
    ? `${capitalize(card.brand)} ending ${card.last4}, expires ${card.exp_month}/${card.exp_year}`
    : 'No card on file';
  if (!subscription)
    return (
      <dl className="divide-y divide-slate-100">
        <Row label="Plan">No subscription</Row>
        <Row label="Card">{cardText}</Row>
      </dl>
    );
  const plan = subscription.plan;
  const ends = subscription.cancel_at_period_end || subscription.status === 'canceled';
  return (
    <dl className="divide-y divide-slate-100">
      <Row label="Plan">
        <span className="flex flex-wrap items-center gap-2">
          {plan.plan_name} ({plan.plan_occurance}), {formatBalance(plan.price)}
          <StatusBadge tone={SUBSCRIPTION_TONES[subscription.status] ?? 'slate'}>
            {capitalize(subscription.status.replace(/_/g, ' '))}
          </StatusBadge>
        </span>
      </Row>
      <Row label="Period">
        {formatDate(subscription.current_period_start)} to {formatDate(subscription.current_period_end)}
      </Row>
      <Row label={ends ? 'Ends' : 'Renews'}>{formatDate(subscription.current_period_end)}</Row>
      <Row label="Plan switch">
        {subscription.pending_plan
          ? `${subscription.pending_plan.plan_name} (${subscription.pending_plan.plan_occurance}) from ${formatDate(subscription.current_period_end)}`
          : 'None scheduled'}
      </Row>
      <Row label="Premium credits">
        {billing.credits_left} left
        {billing.credits_reset_at ? `, forfeited ${formatDate(billing.credits_reset_at)}` : ''}
      </Row>
      <Row label="Card">{cardText}</Row>
    </dl>
  );
}

/** Who the member is, their plan and card, their money, and how their purchases went. */
export function CustomerSummary({ detail }: { detail: CustomerDetail }) {
  const { member, refund_rate: rate, purchases, wallet } = detail;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <AdminPanel title="Member">
        <dl className="divide-y divide-slate-100">
          <Row label="E-mail">{member.email}</Row>
          <Row label="Name">{member.name}</Row>
          <Row label="Signed up">{formatDateTime(member.signed_up_at)}</Row>
          <Row label="Status">
            <span className="flex flex-wrap gap-2">
              <StatusBadge tone={member.status === 'active' ? 'green' : 'slate'}>
                {member.status === 'active' ? 'Active' : 'Account deleted'}
              </StatusBadge>
              {member.role === 'admin' && <StatusBadge tone="blue">Team</StatusBadge>}
            </span>
          </Row>
        </dl>
      </AdminPanel>
      <AdminPanel title="Subscription">
        <Subscription billing={detail.billing} />
      </AdminPanel>
      <div className="lg:col-span-2">
        <AdminPanel title="Money and purchases">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Wallet" value={formatBalance(wallet.balance)} />
            <Figure
              label="Owed"
              value={formatBalance(wallet.debt)}
              tone={wallet.debt > 0 ? 'bad' : 'default'}
            />
            <Figure
              label="Refund rate"
              value={formatPercent(rate.rate)}
              tone={rate.rate >= 0.2 ? 'bad' : 'default'}
            />
            <Figure label="Leads bought" value={purchases.total.toLocaleString('en-US')} />
          </dl>
          <p className="mt-3 text-sm text-slate-700">
            {rate.approved_requests} approved {rate.approved_requests === 1 ? 'request' : 'requests'} of{' '}
            {rate.leads_bought} {rate.leads_bought === 1 ? 'lead' : 'leads'} bought: {purchases.exclusive}{' '}
            exclusive, {purchases.premium} premium, {purchases.returned} returned;{' '}
            {formatBalance(purchases.spent_on_exclusive)} paid for exclusive leads still owned.{' '}
            {purchases.last_purchase_at
              ? `Last purchase ${formatDateTime(purchases.last_purchase_at)}.`
              : 'Nothing bought yet.'}
          </p>
        </AdminPanel>
      </div>
    </div>
  );
}
