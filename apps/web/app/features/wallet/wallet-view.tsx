import { useState } from 'react';
import { Link } from 'react-router';
import { PaginationNav } from '../../components/pagination-nav';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { formatBalance } from '../../lib/format-money';
import { TopUpForm } from './top-up-form';
import { WalletLedger } from './wallet-ledger';
import { useWallet } from './api/use-wallet';

/**
 * A payment was disputed or refunded after its money was spent (docs/product.md §14): the next
 * top-up pays the debt first, and leads cannot be bought or taken until it is paid.
 */
function DebtNotice({ debt }: { debt: number }) {
  return (
    <div role="alert" className="mt-4 rounded-xl bg-white px-4 py-3 text-sm text-red-900 ring-2 ring-red-300">
      <p className="text-base font-bold">You owe {formatBalance(debt)}</p>
      <p className="mt-1">
        A top-up was disputed with your card issuer or refunded after you had spent it. Your next top-up pays
        this first; buying and taking leads is paused until it is paid.
      </p>
    </div>
  );
}

/** /wallet: balance (and what is owed), Add funds, and the ledger history. */
export function WalletView() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isPlaceholderData } = useWallet(page);

  if (isPending) {
    return (
      <LoadingRegion label="Loading your wallet">
        <div className="grid gap-6 lg:grid-cols-[1fr_1.3fr]">
          <Skeleton className="h-40" />
          <Skeleton className="h-72" />
        </div>
        <Skeleton className="mt-8 h-64" />
      </LoadingRegion>
    );
  }
  if (error) return <QueryError error={error} what="your wallet" onRetry={() => refetch()} />;

  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-[1fr_1.3fr]">
        <section
          aria-labelledby="balance-heading"
          className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm"
        >
          <h2 id="balance-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
            Wallet balance
          </h2>
          <p className="mt-2 text-4xl font-extrabold tracking-tight">{formatBalance(data.balance)}</p>
          {data.debt > 0 && <DebtNotice debt={data.debt} />}
          <p className="mt-3 text-brand-50">
            Funds in your wallet buy exclusive leads: one buyer only, first come first served. An approved
            refund comes back here.
          </p>
          <Link
            to="/dashboard/marketplace"
            className="mt-5 inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
          >
            Find exclusive leads
          </Link>
        </section>
        <section
          aria-labelledby="add-funds-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="add-funds-heading" className="text-xl font-bold text-brand-900">
            Add funds
          </h2>
          <div className="mt-4">
            <TopUpForm isTestMode={data.payments_are_test_mode} balance={data.balance} />
          </div>
        </section>
      </div>
      <section aria-labelledby="history-heading" aria-busy={isPlaceholderData}>
        <h2 id="history-heading" className="mb-3 text-xl font-bold text-brand-900">
          History
        </h2>
        <WalletLedger entries={data.entries} />
        <PaginationNav
          label="Wallet history pages"
          page={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          onPageChange={setPage}
        />
      </section>
    </div>
  );
}
