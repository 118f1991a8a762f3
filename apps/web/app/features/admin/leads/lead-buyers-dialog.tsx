import type { RefObject } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { ListStates } from '../list-states';
import { useLeadBuyers, type AdminLead } from './api/use-admin-leads';

function BuyersList({ lead }: { lead: AdminLead }) {
  const { data, isPending, error, refetch } = useLeadBuyers(lead._id);
  return (
    <ListStates
      what="the buyers"
      isPending={isPending}
      error={error}
      onRetry={() => refetch()}
      isEmpty={data?.length === 0}
      emptyTitle="Nobody has taken this lead yet"
    >
      <ol className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {data?.map((buyer) => (
          <li
            key={`${buyer.user_id}-${buyer.purchased_at}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
          >
            <span>
              <span className="block font-semibold text-ink">{buyer.name}</span>
              <a href={`mailto:${buyer.email}`} className="text-sm text-brand-700 underline">
                {buyer.email}
              </a>
            </span>
            <span className="text-sm text-slate-700">
              {formatDateTime(buyer.purchased_at)} ·{' '}
              {buyer.price_paid > 0 ? formatMoney(buyer.price_paid) : '1 premium credit'}
            </span>
          </li>
        ))}
      </ol>
    </ListStates>
  );
}

/** Who took a lead and when (admin/get-lead-buyers). */
export function LeadBuyersDialog({
  lead,
  onClose,
  returnFocusRef,
}: {
  lead: AdminLead | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <ModalDialog
      isOpen={lead !== null}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title="Buyers of this lead"
    >
      {lead && (
        <>
          <p className="mb-4 text-slate-700">
            {lead.lead_name} · {lead.city}, {lead.state} {lead.ZIP} · taken {lead.buyers_count} of{' '}
            {lead.max_buyers}
          </p>
          <BuyersList lead={lead} />
        </>
      )}
    </ModalDialog>
  );
}
