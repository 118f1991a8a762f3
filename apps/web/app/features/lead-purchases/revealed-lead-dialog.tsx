import type { ReactNode, RefObject } from 'react';
import { downloadPurchasedLeads, formatPhone, type PurchasedLead } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { ModalDialog } from '../../components/modal-dialog';
import { downloadApiFile } from '../../lib/download-file';
import { formatBalance, formatMoney } from '../../lib/format-money';
import { serverErrorText } from '../../lib/server-error-text';
import type { PurchaseResult } from './api/purchase-lead';
import { purchasedLeadsPath, revealedLeadTitle } from './lead-purchase-text';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** After a take or a buy: the whole lead (name, phone, address), a CSV of it for the CRM, and where to find it later. */
export function RevealedLeadDialog({
  result,
  onClose,
  returnFocusRef,
}: {
  result: PurchaseResult | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const lead = result?.lead;
  const download = useMutation({
    // The CSV endpoint filters by search; the street address narrows it to this lead.
    mutationFn: (owned: PurchasedLead) =>
      downloadApiFile(
        downloadPurchasedLeads.path,
        { lead_type: owned.lead_type, state: owned.state, search: owned.address_line_1 },
        `lead-${owned.city}-${owned.ZIP}.csv`.replace(/\s+/g, '-'),
      ),
    onSuccess: (name) => toast.success(`${name} downloaded.`),
  });
  return (
    <ModalDialog
      isOpen={Boolean(result)}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={revealedLeadTitle(lead?.lead_type)}
      size="lg"
    >
      {lead && result && (
        <div>
          <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
            {lead.lead_type === 'premium'
              ? `One credit used: ${result.credits_left} ${result.credits_left === 1 ? 'credit' : 'credits'} left this period.`
              : `${formatMoney(lead.price_paid)} paid from your wallet: ${formatBalance(result.wallet_balance)} left.`}{' '}
            Call soon — motivated sellers talk to the first investor who reaches them.
          </p>
          <dl className="mt-4 divide-y divide-slate-100">
            <Row label="Seller">{lead.lead_name}</Row>
            <Row label="Phone">
              <a
                href={`tel:${lead.lead_phone.replace(/[^\d+]/g, '')}`}
                className="font-semibold text-brand-700 underline"
              >
                {formatPhone(lead.lead_phone)}
              </a>
            </Row>
            <Row label="Address">
              {lead.address_line_1}, {lead.city}, {lead.state} {lead.ZIP}
            </Row>
            <Row label="Property">{lead.property_type}</Row>
            <Row label="Reason">{lead.reason}</Row>
            <Row label="Timeline">{lead.selling_timeline}</Row>
            <Row label="Listed on MLS">{lead.listed ? 'Yes' : 'No'}</Row>
          </dl>
          {download.isError && (
            <div className="mt-4">
              <FormAlert>
                {serverErrorText(download.error, 'The download did not start. Please try again.')}
              </FormAlert>
            </div>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => download.mutate(lead)}
              disabled={download.isPending}
              className={buttonClass('primary')}
            >
              {download.isPending ? 'Preparing...' : 'Download CSV'}
            </button>
            <Link to={purchasedLeadsPath(lead.lead_type)} className={buttonClass('secondary')}>
              View in Purchased Leads
            </Link>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
