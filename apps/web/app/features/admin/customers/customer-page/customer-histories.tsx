import type { CreditEvent, WalletEntry } from '@app/shared';
import { useState } from 'react';
import { PaginationNav } from '../../../../components/pagination-nav';
import { formatDate, formatDateTime } from '../../../../lib/format-date';
import { formatSignedMoney } from '../../../../lib/format-money';
import { AdminPanel } from '../../admin-page';
import { capitalize } from '../../admin-format';
import { DataTable } from '../../data-table';
import { ListStates } from '../../list-states';
import { useCustomerCredits, useCustomerWallet } from '../api/use-customer-page';

const signed = (credits: number) => (credits > 0 ? `+${credits}` : String(credits));

/** The wallet ledger exactly as the member's own Wallet page lists it, a page at a time. */
export function CustomerWalletHistory({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useCustomerWallet(customerId, page);
  return (
    <AdminPanel title="Wallet history">
      <ListStates
        what="the wallet history"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.entries.length === 0}
        emptyTitle="No wallet activity"
        emptyText="No top-up, purchase, refund or reward yet."
      >
        {data && (
          <DataTable<WalletEntry>
            caption="Wallet entries, newest first"
            rows={data.entries}
            rowKey={(entry) => entry._id}
            columns={[
              {
                header: 'When',
                cell: (entry) => formatDateTime(entry.created_at),
                className: 'whitespace-nowrap',
              },
              { header: 'Kind', cell: (entry) => capitalize(entry.kind.replace(/_/g, ' ')) },
              {
                header: 'What',
                isTitle: true,
                cell: (entry) => (
                  <span>
                    {entry.description}
                    {entry.event_name && (
                      <span className="block text-sm text-amber-800">{entry.event_name}</span>
                    )}
                  </span>
                ),
              },
              {
                header: 'Amount',
                cell: (entry) => (
                  <span
                    className={`font-semibold tabular-nums ${entry.amount < 0 ? 'text-red-700' : 'text-brand-700'}`}
                  >
                    {formatSignedMoney(entry.amount)}
                  </span>
                ),
              },
            ]}
          />
        )}
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of the wallet history"
          onPageChange={setPage}
        />
      )}
    </AdminPanel>
  );
}

const CREDIT_KIND_LABELS: Record<CreditEvent['kind'], string> = {
  grant: 'Granted',
  spend: 'Lead taken',
  forfeit: 'Forfeited',
};

/** Premium credits in and out: grants, leads taken with one, what a month left unused. */
export function CustomerCreditHistory({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useCustomerCredits(customerId, page);
  return (
    <AdminPanel title="Premium credit history">
      <ListStates
        what="the credit history"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.events.length === 0}
        emptyTitle="No premium credits yet"
        emptyText="Credits come with a plan, a credit pack or a replacement."
      >
        {data && (
          <DataTable<CreditEvent>
            caption="Premium credit movements, newest first"
            rows={data.events}
            rowKey={(event) => `${event.kind}-${event.at}-${event.description}`}
            columns={[
              { header: 'When', cell: (event) => formatDateTime(event.at), className: 'whitespace-nowrap' },
              { header: 'Kind', cell: (event) => CREDIT_KIND_LABELS[event.kind] },
              {
                header: 'What',
                isTitle: true,
                cell: (event) => (
                  <span>
                    {event.description}
                    {event.valid_until && (
                      <span className="block text-sm text-slate-600">
                        Valid until {formatDate(event.valid_until)}
                      </span>
                    )}
                  </span>
                ),
              },
              {
                header: 'Credits',
                cell: (event) => (
                  <span
                    className={`font-semibold tabular-nums ${event.credits < 0 ? 'text-red-700' : 'text-brand-700'}`}
                  >
                    {signed(event.credits)}
                  </span>
                ),
              },
            ]}
          />
        )}
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of the credit history"
          onPageChange={setPage}
        />
      )}
    </AdminPanel>
  );
}
