import type { PipelineLead } from '@app/shared';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format-date';
import { PIPELINE_STATUS_LABELS, STATUS_TONES, followUpText, followUpTone } from './pipeline-labels';

/** The list view's rows: who, where, where it stands, the follow-up; the name opens the lead. */
export function PipelineList({
  leads,
  onOpen,
}: {
  leads: PipelineLead[];
  onOpen: (lead: PipelineLead) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {leads.map((lead) => {
        const followUp = followUpText(lead);
        return (
          <li
            key={lead.purchase_id}
            className="grid gap-x-4 gap-y-1.5 px-4 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.6fr)] sm:items-center"
          >
            <div className="min-w-0">
              <button
                type="button"
                onClick={() => onOpen(lead)}
                className="text-left font-semibold text-brand-900 underline-offset-2 hover:underline"
              >
                {lead.lead_name}
              </button>
              <p className="text-sm text-slate-700">
                {lead.city}, {lead.state} {lead.ZIP}
                {lead.lead_type === 'exclusive' ? ' · Exclusive' : ' · Premium'}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge tone={STATUS_TONES[lead.status]}>
                {PIPELINE_STATUS_LABELS[lead.status]}
              </StatusBadge>
              <span className="text-xs text-slate-600">since {formatDate(lead.status_changed_at)}</span>
            </div>
            <div>
              {followUp ? (
                <StatusBadge tone={followUpTone(lead.follow_up_state)}>{followUp}</StatusBadge>
              ) : (
                <span className="text-sm text-slate-600">No follow-up set</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
