import { formatPhone } from '@app/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { SelectField, buttonClass } from '../../../components/form-controls';
import { PaginationNav } from '../../../components/pagination-nav';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { serverErrorText } from '../../../lib/server-error-text';
import { ListStates } from '../list-states';
import { useContactMessages, useMarkHandled } from './api/use-messages';

type HandledFilter = '' | 'true' | 'false';

/** Contact-form messages, unhandled first by default, each marked handled once answered. */
export function ContactMessagesTab() {
  const [handled, setHandled] = useState<HandledFilter>('false');
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useContactMessages({
    page: String(page),
    ...(handled ? { handled } : {}),
  });
  const mark = useMarkHandled();
  const toggle = (id: string, isHandled: boolean) =>
    mark.mutate(
      { id, is_handled: isHandled },
      {
        onSuccess: () => toast.success(isHandled ? 'Marked as handled.' : 'Marked as not handled.'),
        onError: (markError) =>
          toast.error(serverErrorText(markError, 'The message was not updated. Please try again.')),
      },
    );
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label="Show"
          value={handled}
          onChange={(event) => {
            setHandled(event.target.value as HandledFilter);
            setPage(1);
          }}
        >
          <option value="false">Not handled yet</option>
          <option value="true">Handled</option>
          <option value="">All messages</option>
        </SelectField>
      </div>
      <ListStates
        what="the contact messages"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.messages.length === 0}
        emptyTitle={handled === 'false' ? 'Every message has been handled' : 'No messages'}
        emptyText="Messages sent with the contact form on the home page appear here."
      >
        <ul className="space-y-3">
          {data?.messages.map((message) => (
            <li key={message._id}>
              <article
                aria-label={`Message from ${message.name}`}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-bold text-ink">{message.name}</h3>
                    <p className="text-sm text-slate-700">
                      <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline">
                        {message.email}
                      </a>
                      {message.phone && <> · {formatPhone(message.phone)}</>}
                    </p>
                  </div>
                  <div className="flex items-center gap-2 text-sm text-slate-600">
                    {message.is_handled ? (
                      <StatusBadge tone="green">Handled</StatusBadge>
                    ) : (
                      <StatusBadge tone="amber">New</StatusBadge>
                    )}
                    {formatDateTime(message.created_at)}
                  </div>
                </div>
                <p className="mt-3 whitespace-pre-wrap break-words text-ink">{message.message}</p>
                <button
                  type="button"
                  className={`${buttonClass(message.is_handled ? 'ghost' : 'secondary', 'sm')} mt-4`}
                  disabled={mark.isPending && mark.variables?.id === message._id}
                  onClick={() => toggle(message._id, !message.is_handled)}
                >
                  {message.is_handled ? 'Mark as not handled' : 'Mark handled'}
                </button>
              </article>
            </li>
          ))}
        </ul>
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of contact messages"
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
