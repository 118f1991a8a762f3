import { formatLeadPhone, type OwnedLead } from '@app/shared';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { LeadRequestAction } from './lead-request-action';
import { Detail, DncWarning, MoreDetails, PropertyFacts, SellerEmail } from './purchased-lead-details';

/**
 * The seller's phone. Once they asked not to be contacted (issue 19.1) it stays readable, for the
 * buyer's records, but is no longer a call link, and the words say why (not colour alone).
 */
function SellerPhone({ lead }: { lead: OwnedLead }) {
  if (!lead.do_not_contact)
    return (
      <a
        href={`tel:${lead.lead_phone.replace(/[^\d+]/g, '')}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {formatLeadPhone(lead.lead_phone)}
      </a>
    );
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-700 line-through decoration-red-700/60">
          {formatLeadPhone(lead.lead_phone)}
        </span>
        <StatusBadge tone="red">Do not contact</StatusBadge>
      </p>
      <p className="mt-1 text-sm text-red-800">The seller asked not to be contacted. Do not call or text.</p>
    </div>
  );
}

/** One purchased lead with every field of docs/product.md §3. */
export function PurchasedLeadCard({
  lead,
  now,
  canRequest = true,
}: {
  lead: OwnedLead;
  now: Date;
  canRequest?: boolean;
}) {
  return (
    <li className="laid-out-near-screen flex [--card-height:40rem] flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-brand-900">{lead.lead_name}</h2>
          <SellerPhone lead={lead} />
          <SellerEmail lead={lead} />
        </div>
        <p className="text-sm text-slate-600 sm:text-right">
          Bought {formatDateTime(lead.purchased_at)}
          {lead.bought_by && <span className="block">by {lead.bought_by}</span>}
          {lead.lead_type === 'exclusive' && (
            <span className="block font-semibold text-ink">{formatMoney(lead.price_paid)}</span>
          )}
        </p>
      </div>
      <DncWarning lead={lead} />
      <p className="mt-2 text-slate-800">
        {lead.address_line_1}, {lead.city}, {lead.state} {lead.ZIP}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Detail label="Property">{lead.property_type}</Detail>
        <Detail label="Timeline">{lead.selling_timeline}</Detail>
        <Detail label="Reason">{lead.reason}</Detail>
        <Detail label="Listed">{lead.listed ? 'Yes, on MLS' : 'No'}</Detail>
        <PropertyFacts lead={lead} />
      </dl>
      <MoreDetails lead={lead} />
      <div className="mt-auto pt-4">
        <div className="border-t border-slate-100 pt-4">
          <LeadRequestAction lead={lead} now={now} canRequest={canRequest} />
        </div>
      </div>
    </li>
  );
}
