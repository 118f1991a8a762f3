import { buyExclusiveLead, takePremiumLead, teamRoleMay, type MarketplaceLead } from '@app/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../components/form-controls';
import { formatMoney } from '../../lib/format-money';
import { useCurrentUser } from '../../lib/use-current-user';
import { useLeadPurchase } from './lead-purchase-provider';

/** The buttons under a marketplace card in the customer area: take a premium lead or buy an exclusive one. */
export function LeadPurchaseActions({ lead }: { lead: MarketplaceLead }) {
  const { pendingLeadId, start } = useLeadPurchase();
  const { data: user } = useCurrentUser();
  const where = `${lead.city}, ${lead.state}`;

  if (lead.is_purchased) {
    return (
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-brand-800">
        You own this lead
        <Link
          to={
            lead.lead_type === 'premium'
              ? '/purchased-leads/get-purchased-premium-leads'
              : '/purchased-leads/exclusive-leads'
          }
          className="text-brand-700 underline"
        >
          View details
        </Link>
      </p>
    );
  }

  if (lead.is_returned) {
    return (
      <p className="text-sm font-semibold text-slate-600">
        Refunded or replaced for you: this lead cannot be yours again.
      </p>
    );
  }

  // Decision 036: the API's own rule; a viewer reads the team's leads but never buys or takes.
  if (
    user &&
    !teamRoleMay(user.team_role, lead.lead_type === 'premium' ? takePremiumLead : buyExclusiveLead)
  ) {
    return (
      <p className="text-sm font-semibold text-slate-600">
        You are a viewer in your team: ask the owner to make you a buyer to take or buy leads.
      </p>
    );
  }

  const isPending = pendingLeadId === lead.id;
  const isBusy = pendingLeadId !== null;
  const label =
    lead.lead_type === 'premium'
      ? isPending
        ? 'Taking...'
        : 'Take lead (1 credit)'
      : isPending
        ? 'Buying...'
        : `Buy for ${formatMoney(lead.price ?? 0)}`;
  return (
    <button
      type="button"
      disabled={isBusy}
      aria-label={`${label} — ${lead.property_type} in ${where}`}
      onClick={(event) => start(lead, event.currentTarget)}
      className={`${buttonClass(lead.lead_type === 'premium' ? 'primary' : 'dark')} w-full`}
    >
      {label}
    </button>
  );
}
