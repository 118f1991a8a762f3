import { PaginationNav } from '../../../components/pagination-nav';
import { formatDate } from '../../../lib/format-date';
import { formatBalance } from '../../../lib/format-money';
import { DataTable } from '../data-table';
import { ListStates } from '../list-states';
import { SearchForm, useSearchAndPage } from '../search-and-page';
import { useInvoices, type Invoice } from './api/use-invoices';

function Amount({ invoice }: { invoice: Invoice }) {
  return (
    <span className="block">
      <span className="block font-semibold tabular-nums text-ink">{formatBalance(invoice.total)}</span>
      {invoice.discount > 0 && (
        <span className="block text-slate-600">
          {formatBalance(invoice.subtotal)} less {formatBalance(invoice.discount)}
          {invoice.promo_code ? ` (${invoice.promo_code})` : ''}
        </span>
      )}
    </span>
  );
}

function Purpose({ invoice }: { invoice: Invoice }) {
  return (
    <span className="block">
      <span className="block text-ink">{invoice.description}</span>
      {invoice.period_start && invoice.period_end && (
        <span className="block text-slate-600">
          {formatDate(invoice.period_start)} to {formatDate(invoice.period_end)}
        </span>
      )}
    </span>
  );
}

/** Every invoice issued, newest first; the search (number, name or e-mail) and page live in the URL. */
export function InvoicesView() {
  const { search, page, go } = useSearchAndPage();
  const { data, isPending, error, refetch } = useInvoices(search, page);

  return (
    <div className="space-y-5">
      <SearchForm
        label="Search invoices"
        placeholder="Invoice number, name or e-mail"
        search={search}
        onSearch={(next) => go(next, 1)}
      />
      <ListStates
        what="the invoices"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.invoices.length === 0}
        emptyTitle={search ? 'No invoice matches' : 'No invoices yet'}
        emptyText={
          search
            ? 'Search by a whole or partial invoice number (2026-000012), or part of the customer’s name or e-mail.'
            : 'Every paid subscription charge and wallet top-up gets a numbered invoice, listed here as it is issued.'
        }
      >
        {data && (
          <DataTable<Invoice>
            caption="Invoices"
            rows={data.invoices}
            rowKey={(invoice) => invoice._id}
            columns={[
              {
                header: 'Number',
                isTitle: true,
                cell: (invoice) => (
                  <span className="font-semibold tabular-nums text-ink">{invoice.number}</span>
                ),
                className: 'whitespace-nowrap',
              },
              {
                header: 'Date',
                cell: (invoice) => formatDate(invoice.issued_at),
                className: 'whitespace-nowrap',
              },
              {
                header: 'Customer',
                cell: (invoice) => (
                  <span className="block">
                    <span className="block font-semibold text-ink">{invoice.billed_name}</span>
                    <span className="block break-all text-slate-700">{invoice.billed_email}</span>
                  </span>
                ),
              },
              { header: 'Amount', cell: (invoice) => <Amount invoice={invoice} /> },
              { header: 'For', cell: (invoice) => <Purpose invoice={invoice} /> },
              {
                header: 'PDF',
                cell: (invoice) => (
                  <a
                    href={invoice.pdf_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Invoice ${invoice.number} (PDF)`}
                    className="font-semibold text-brand-700 underline hover:text-brand-900"
                  >
                    PDF
                  </a>
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
          label="Pages of invoices"
          onPageChange={(next) => go(search, next)}
        />
      )}
    </div>
  );
}
