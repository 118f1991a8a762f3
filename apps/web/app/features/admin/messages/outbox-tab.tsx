import { useState } from 'react';
import { SelectField } from '../../../components/form-controls';
import { PaginationNav } from '../../../components/pagination-nav';
import { StatusBadge, type BadgeTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { ListStates } from '../list-states';
import { useOutbox } from './api/use-messages';

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

/** What became of a message: the e-mail transport's progress, or kept offline (nothing sends it). */
const STATUSES = [
  { value: 'queued', label: 'Queued', tone: 'amber' },
  { value: 'sending', label: 'Sending', tone: 'blue' },
  { value: 'sent', label: 'Sent', tone: 'green' },
  { value: 'failed', label: 'Failed', tone: 'red' },
  { value: 'offline', label: 'Kept offline', tone: 'slate' },
] as const satisfies readonly { value: string; label: string; tone: BadgeTone }[];
type Status = (typeof STATUSES)[number]['value'];
const statusOf = (status: string) => STATUSES.find((item) => item.value === status) ?? STATUSES[4];

/**
 * docs/product.md §11: every e-mail and text is kept in the outbox, sent or not, with what became
 * of it; without real vendors configured, it is where everything that would have been sent is
 * read. Each body opens on demand.
 */
export function OutboxTab() {
  const [channel, setChannel] = useState<Channel | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useOutbox({
    page: String(page),
    ...(channel ? { channel } : {}),
    ...(status ? { status } : {}),
  });
  return (
    <div className="space-y-4">
      <div className="grid max-w-xl gap-3 sm:grid-cols-2">
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
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status | '');
            setPage(1);
          }}
        >
          <option value="">Any status</option>
          {STATUSES.map((item) => (
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
                  <StatusBadge tone={statusOf(message.status).tone}>
                    {statusOf(message.status).label}
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
                  <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                    <div>
                      <dt className="inline font-semibold">Template: </dt>
                      <dd className="inline">{message.template}</dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold">Attempts: </dt>
                      <dd className="inline">{message.attempts}</dd>
                    </div>
                    {message.sent_at && (
                      <div>
                        <dt className="inline font-semibold">Sent: </dt>
                        <dd className="inline">{formatDateTime(message.sent_at)}</dd>
                      </div>
                    )}
                    {message.provider_message_id && (
                      <div className="sm:col-span-2">
                        <dt className="inline font-semibold">Server's message id: </dt>
                        <dd className="inline break-all font-mono text-xs">{message.provider_message_id}</dd>
                      </div>
                    )}
                    {message.last_error && (
                      <div className="sm:col-span-2 text-red-700">
                        <dt className="inline font-semibold">Last error: </dt>
                        <dd className="inline break-words">{message.last_error}</dd>
                      </div>
                    )}
                  </dl>
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
