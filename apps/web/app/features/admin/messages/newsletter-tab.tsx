import { useState, type FormEvent } from 'react';
import { SelectField, TextField, buttonClass } from '../../../components/form-controls';
import { PaginationNav } from '../../../components/pagination-nav';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format-date';
import { DataTable } from '../data-table';
import { ListStates } from '../list-states';
import { useNewsletterSubscribers } from './api/use-messages';

type SubscribedFilter = '' | 'true' | 'false';
type Subscriber = {
  email: string;
  is_subscribed: boolean;
  subscribed_at: string;
  unsubscribed_at: string | null;
};

/** Newsletter addresses, subscribed or unsubscribed (through /unsubscribe). */
export function NewsletterTab() {
  const [subscribed, setSubscribed] = useState<SubscribedFilter>('');
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useNewsletterSubscribers({
    page: String(page),
    ...(subscribed ? { subscribed } : {}),
    ...(search ? { search } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Search subscribers"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="w-full sm:w-56">
          <SelectField
            label="Show"
            value={subscribed}
            onChange={(event) => {
              setSubscribed(event.target.value as SubscribedFilter);
              setPage(1);
            }}
          >
            <option value="">Everyone</option>
            <option value="true">Subscribed</option>
            <option value="false">Unsubscribed</option>
          </SelectField>
        </div>
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <TextField
            label="Email"
            type="search"
            placeholder="Part of an address"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={100}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'sm')}>
          Search
        </button>
      </form>
      <ListStates
        what="the newsletter subscribers"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.subscribers.length === 0}
        emptyTitle="No address matches"
      >
        {data && (
          <DataTable<Subscriber>
            caption="Newsletter subscribers"
            rows={data.subscribers}
            rowKey={(subscriber) => subscriber.email}
            columns={[
              {
                header: 'Email',
                isTitle: true,
                cell: (subscriber) => (
                  <span className="break-all font-semibold text-ink">{subscriber.email}</span>
                ),
              },
              {
                header: 'Status',
                cell: (subscriber) =>
                  subscriber.is_subscribed ? (
                    <StatusBadge tone="green">Subscribed</StatusBadge>
                  ) : (
                    <StatusBadge tone="slate">Unsubscribed</StatusBadge>
                  ),
              },
              {
                header: 'Subscribed',
                cell: (subscriber) => formatDate(subscriber.subscribed_at),
                className: 'whitespace-nowrap',
              },
              {
                header: 'Unsubscribed',
                cell: (subscriber) =>
                  subscriber.unsubscribed_at ? formatDate(subscriber.unsubscribed_at) : '—',
                className: 'whitespace-nowrap',
              },
            ]}
          />
        )}
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of subscribers"
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
