import { formatPhone } from '@app/shared';
import { PaginationNav } from '../../../components/pagination-nav';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { DataTable } from '../data-table';
import { ListStates } from '../list-states';
import { SearchForm, useSearchAndPage } from '../search-and-page';
import { useSellerOptOuts, type SellerOptOut } from './api/use-seller-opt-outs';
import { SOURCE_LABELS } from './seller-opt-out-text';

const rowKey = (optOut: SellerOptOut) => `${optOut.phone}-${optOut.opted_out_at}`;

/** Every number taken out of our data (issue 19.1), newest first; search and page live in the URL. */
export function SellerOptOutsView() {
  const { search, page, go } = useSearchAndPage();
  const { data, isPending, error, refetch } = useSellerOptOuts(search, page);

  return (
    <div className="space-y-5">
      <SearchForm
        label="Search the do-not-sell list"
        placeholder="e.g. (216) 555-0244"
        search={search}
        onSearch={(next) => go(next, 1)}
      />
      <ListStates
        what="the do-not-sell list"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.optOuts.length === 0}
        emptyTitle={search ? 'No number matches' : 'No number on the list yet'}
        emptyText={
          search
            ? 'Search by the whole number or its last digits, written any way: 216-555-0244, (216) 555 0244 or 0244.'
            : 'A number appears here when a seller confirms it with a texted code on /privacy/sellers, or when the team adds it by hand above.'
        }
      >
        {data && (
          <DataTable<SellerOptOut>
            caption="Do-not-sell list"
            rows={data.optOuts}
            rowKey={rowKey}
            columns={[
              {
                header: 'Number',
                isTitle: true,
                cell: (optOut) => (
                  <span className="whitespace-nowrap font-semibold tabular-nums text-ink">
                    {formatPhone(optOut.phone)}
                  </span>
                ),
              },
              {
                header: 'How',
                className: 'md:whitespace-nowrap',
                cell: (optOut) => (
                  <StatusBadge tone={optOut.source === 'seller' ? 'blue' : 'slate'}>
                    {SOURCE_LABELS[optOut.source]}
                  </StatusBadge>
                ),
              },
              {
                header: 'Note',
                cell: (optOut) =>
                  optOut.note ? (
                    <span className="break-words text-slate-800">{optOut.note}</span>
                  ) : (
                    <span className="text-slate-600">None</span>
                  ),
              },
              {
                header: 'Added by',
                cell: (optOut) => (
                  <span className="text-slate-800 max-md:break-all">
                    {optOut.added_by ?? (optOut.source === 'seller' ? 'The seller' : 'Unknown')}
                  </span>
                ),
                className: 'md:whitespace-nowrap',
              },
              {
                header: 'Date',
                cell: (optOut) => formatDateTime(optOut.opted_out_at),
                className: 'whitespace-nowrap',
              },
              {
                header: 'Leads withdrawn',
                cell: (optOut) => <span className="tabular-nums">{optOut.leads_withdrawn}</span>,
              },
              {
                header: 'Buyers told',
                cell: (optOut) => <span className="tabular-nums">{optOut.buyers_notified}</span>,
              },
            ]}
          />
        )}
      </ListStates>
      {data && (
        <PaginationNav
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          label="Pages of the do-not-sell list"
          onPageChange={(next) => go(search, next)}
        />
      )}
    </div>
  );
}
