import { useState } from 'react';
import { SelectField } from '../../../components/form-controls';
import { PaginationNav } from '../../../components/pagination-nav';
import { StatusBadge, type BadgeTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { ListStates } from '../list-states';
import { useOutbox } from './use-messages';

const CHANNELS = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'sheets', label: 'Google Sheets' },
  { value: 'crm', label: 'Go High Level (CRM)' },
] as const;
type Channel = (typeof CHANNELS)[number]['value'];
const CHANNEL_TONES: Record<string, BadgeTone> = {
  email: 'blue',
  sms: 'amber',
  sheets: 'green',
  crm: 'slate',
};
const channelLabel = (channel: string) => CHANNELS.find((item) => item.value === channel)?.label ?? channel;

/**
 * DESIGN.md section 2: without real vendors configured, the offline adapters record what would
 * have been sent. This is where the team reads it (each body opens on demand).
 */
export function OutboxTab() {
  const [channel, setChannel] = useState<Channel | ''>('');
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useOutbox({
    page: String(page),
    ...(channel ? { channel } : {}),
  });
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label="Channel"
          value={channel}
          onChange={(event) => {
            setChannel(event.target.value as Channel | '');
            setPage(1);
          }}
        >
          <option value="">Every channel</option>
          {CHANNELS.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </SelectField>
      </div>
      <ListStates
        what="the outbox"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.messages.length === 0}
        emptyTitle="Nothing recorded yet"
        emptyText="Emails (sign-up, price changes, alerts), SMS alerts and the rows sent to Sheets and CRMs appear here."
      >
        <ul className="space-y-2">
          {data?.messages.map((message) => (
            <li key={message._id} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <details className="group">
                <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 [&::-webkit-details-marker]:hidden">
                  <StatusBadge tone={CHANNEL_TONES[message.channel] ?? 'slate'}>
                    {channelLabel(message.channel)}
                  </StatusBadge>
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-semibold text-ink">
                      {message.subject ?? message.template}
                    </span>
                    <span className="block break-all text-sm text-slate-700">To {message.recipient}</span>
                  </span>
                  <span className="text-sm text-slate-600">{formatDateTime(message.created_at)}</span>
                  <span
                    aria-hidden="true"
                    className="text-slate-500 transition-transform group-open:rotate-90"
                  >
                    ›
                  </span>
                </summary>
                <div className="border-t border-slate-200 px-4 py-3">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                    Template: {message.template}
                  </p>
                  <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-mono text-sm text-ink">
                    {message.body}
                  </pre>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of the outbox"
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
