import { formatPhone } from '@app/shared';
import { buttonClass } from '../../../components/form-controls';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { LEAD_STATUS_LABELS, LEAD_STATUS_TONES, formatCentralTime } from '../admin-format';
import { DataTable } from '../data-table';
import type { PublishingAction } from '../publishing-text';
import { publishingActionsOf } from './lead-publishing';
import type { AdminLead } from './api/use-admin-leads';

export type LeadAction = 'edit' | 'withdraw' | 'buyers' | PublishingAction;

const PUBLISHING_LABELS: Record<PublishingAction, string> = {
  publish_now: 'Publish now',
  schedule: 'Publish time',
  unpublish: 'Unpublish',
};

function Timing({ lead }: { lead: AdminLead }) {
  if (lead.status === 'scheduled' && lead.publish_at)
    return <span>Goes live {formatCentralTime(lead.publish_at)}</span>;
  if (lead.status === 'scheduled') return <span>Unpublished: waits for a publish time</span>;
  return (
    <span className="space-y-0.5">
      {lead.published_at && <span className="block">Published {formatDate(lead.published_at)}</span>}
      {lead.expires_at && <span className="block text-slate-600">Leaves {formatDate(lead.expires_at)}</span>}
    </span>
  );
}

/** The leads of one page, each to select, with edit, buyers, publishing and withdraw. */
export function LeadsTable({
  leads,
  selected,
  onToggle,
  onAction,
}: {
  leads: AdminLead[];
  selected: ReadonlySet<string>;
  onToggle: (lead: AdminLead) => void;
  onAction: (action: LeadAction, lead: AdminLead, opener: HTMLElement) => void;
}) {
  return (
    <DataTable<AdminLead>
      caption="Leads"
      rows={leads}
      rowKey={(lead) => lead._id}
      columns={[
        {
          header: 'Select',
          className: 'w-16',
          cell: (lead) => (
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={selected.has(lead._id)}
              onChange={() => onToggle(lead)}
              aria-label={`Select ${lead.lead_name}, ${lead.city} ${lead.ZIP}`}
            />
          ),
        },
        {
          header: 'Seller',
          isTitle: true,
          cell: (lead) => (
            <span className="block">
              <span className="block font-semibold text-ink">{lead.lead_name}</span>
              <span className="block whitespace-nowrap text-slate-700">{formatPhone(lead.lead_phone)}</span>
            </span>
          ),
        },
        {
          header: 'Property',
          cell: (lead) => (
            <span className="block">
              <span className="block">{lead.address_line_1}</span>
              <span className="block">
                {lead.city}, {lead.state} {lead.ZIP}
              </span>
              <span className="block text-slate-600">
                {lead.property_type} · {lead.selling_timeline} · {lead.reason}
              </span>
            </span>
          ),
        },
        {
          header: 'Type',
          cell: (lead) =>
            lead.lead_type === 'exclusive'
              ? `Exclusive${lead.price === null ? '' : ` · ${formatMoney(lead.price)}`}`
              : 'Premium',
          className: 'whitespace-nowrap',
        },
        {
          header: 'Status',
          cell: (lead) => (
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge tone={LEAD_STATUS_TONES[lead.status]}>
                {LEAD_STATUS_LABELS[lead.status]}
              </StatusBadge>
              <span className="whitespace-nowrap text-slate-700">
                {lead.buyers_count} of {lead.max_buyers} {lead.max_buyers === 1 ? 'buyer' : 'buyers'}
              </span>
            </span>
          ),
        },
        { header: 'When', cell: (lead) => <Timing lead={lead} /> },
        {
          header: 'Actions',
          cell: (lead) => (
            <span className="flex flex-wrap gap-1.5">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={(event) => onAction('edit', lead, event.currentTarget)}
              >
                Edit<span className="sr-only"> {lead.lead_name}</span>
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={(event) => onAction('buyers', lead, event.currentTarget)}
              >
                Buyers<span className="sr-only"> of {lead.lead_name}</span>
              </button>
              {publishingActionsOf(lead).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={buttonClass(action === 'publish_now' ? 'primary' : 'secondary', 'sm')}
                  onClick={(event) => onAction(action, lead, event.currentTarget)}
                >
                  {PUBLISHING_LABELS[action]}
                  <span className="sr-only"> {lead.lead_name}</span>
                </button>
              ))}
              {lead.status !== 'withdrawn' && (
                <button
                  type="button"
                  className="inline-flex items-center rounded-full px-3.5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                  onClick={(event) => onAction('withdraw', lead, event.currentTarget)}
                >
                  Withdraw<span className="sr-only"> {lead.lead_name}</span>
                </button>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
