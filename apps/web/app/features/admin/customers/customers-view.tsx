import { Link } from 'react-router';
import { buttonClass } from '../../../components/form-controls';
import { PaginationNav } from '../../../components/pagination-nav';
import { StatusBadge, type BadgeTone } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format-date';
import { formatBalance } from '../../../lib/format-money';
import { capitalize } from '../admin-format';
import { DataTable } from '../data-table';
import { ListStates } from '../list-states';
import { SearchForm, useSearchAndPage } from '../search-and-page';
import { useRowDialog } from '../use-row-dialog';
import { useCustomers, type AdminCustomer } from './api/use-customers';
import { WalletAdjustmentDialog } from './wallet-adjustment-dialog';

const SUBSCRIPTION_TONES: Record<string, BadgeTone> = { active: 'green', past_due: 'red', canceled: 'slate' };

function Subscription({ customer }: { customer: AdminCustomer }) {
  if (!customer.plan_name) return <span className="text-slate-600">No plan</span>;
  const status = customer.subscription_status ?? 'unknown';
  return (
    <span className="flex flex-wrap items-center gap-2">
      {customer.plan_name}
      <StatusBadge tone={SUBSCRIPTION_TONES[status] ?? 'slate'}>
        {capitalize(status.replace(/_/g, ' '))}
      </StatusBadge>
    </span>
  );
}

/** Members with their plan, wallet and leads; rewards and corrections go through the dialog. */
export function CustomersView() {
  const { search, page, go } = useSearchAndPage();
  const { data, isPending, error, refetch } = useCustomers(search, page);
  const adjust = useRowDialog<AdminCustomer>();

  return (
    <div className="space-y-5">
      <SearchForm
        label="Search members"
        placeholder="Name or email"
        search={search}
        onSearch={(next) => go(next, 1)}
      />
      <ListStates
        what="the members"
        isPending={isPending}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data?.customers.length === 0}
        emptyTitle="No member matches"
        emptyText="Search by part of a name or an email address."
      >
        {data && (
          <DataTable<AdminCustomer>
            caption="Members"
            rows={data.customers}
            rowKey={(customer) => customer._id}
            columns={[
              {
                header: 'Member',
                isTitle: true,
                cell: (customer) => (
                  <span className="block">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      <Link
                        to={`/admin/customers/${customer._id}`}
                        className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                      >
                        {customer.name}
                      </Link>
                      {customer.role === 'admin' && <StatusBadge tone="blue">Team</StatusBadge>}
                    </span>
                    <span className="block break-all text-slate-700">{customer.email}</span>
                  </span>
                ),
              },
              { header: 'Plan', cell: (customer) => <Subscription customer={customer} /> },
              {
                header: 'Wallet',
                cell: (customer) => (
                  <span className="font-semibold tabular-nums">{formatBalance(customer.wallet_balance)}</span>
                ),
              },
              {
                header: 'Leads',
                cell: (customer) => (
                  <span className="tabular-nums">{customer.leads_owned.toLocaleString('en-US')}</span>
                ),
              },
              {
                header: 'Joined',
                cell: (customer) => formatDate(customer.joined_at),
                className: 'whitespace-nowrap',
              },
              {
                header: 'Actions',
                cell: (customer) => (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={(event) => adjust.open(customer, event.currentTarget)}
                  >
                    Reward or adjust wallet<span className="sr-only"> of {customer.name}</span>
                  </button>
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
          label="Pages of members"
          onPageChange={(next) => go(search, next)}
        />
      )}
      <WalletAdjustmentDialog
        customer={adjust.item}
        onClose={adjust.close}
        returnFocusRef={adjust.openerRef}
      />
    </div>
  );
}
