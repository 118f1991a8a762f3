import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useEndViewAs } from '../features/admin/customers/api/use-customer-page';
import { ViewAsBanner } from '../features/admin/customers/view-as-banner';
import { Tabs } from '../features/admin/tabs';
import { BillingView } from '../features/billing/billing-view';
import { DashboardOverview } from '../features/dashboard/dashboard-overview';
import { PurchasedLeadsView } from '../features/purchased-leads/purchased-leads-view';
import { RequestsList } from '../features/refunds/requests-list';
import { WalletView } from '../features/wallet/wallet-view';
import { createAppQueryClient } from '../lib/query-client';
import { privatePageMeta } from '../lib/private-page-meta';
import { UiStateProvider } from '../lib/ui-state-context';
import {
  forgetViewAsSession,
  readViewAsSession,
  setActiveViewAsToken,
  type ViewAsSession,
} from '../lib/view-as';

export const meta = () =>
  privatePageMeta('Viewing as a customer', 'A read-only view of what one customer sees, for the team.');

const TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'premium', label: 'Premium leads' },
  { value: 'exclusive', label: 'Exclusive leads' },
  { value: 'wallet', label: 'Wallet' },
  { value: 'billing', label: 'Billing' },
  { value: 'requests', label: 'Requests' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function CustomerScreen({ tab }: { tab: Tab }) {
  if (tab === 'dashboard') return <DashboardOverview />;
  if (tab === 'premium' || tab === 'exclusive') return <PurchasedLeadsView leadType={tab} />;
  if (tab === 'wallet') return <WalletView />;
  if (tab === 'billing')
    return <BillingView requestedPlanId={undefined} currentYear={new Date().getFullYear()} />;
  return <RequestsList />;
}

/** Links of the customer's pages lead into their own area: in the view they go nowhere. */
const stayInView = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a[href]')) event.preventDefault();
};

/**
 * The customer's own pages, as they see them, inside a read-only frame (decision 034). Every call
 * from here carries the view's token; its own query cache is dropped on leaving, so nothing read as
 * the customer is ever shown as the admin's or kept after.
 */
function ReadOnlyView({ session }: { session: ViewAsSession }) {
  // Set while rendering, before the customer's pages start their queries in their effects.
  const [queryClient] = useState(() => {
    setActiveViewAsToken(session.token);
    return createAppQueryClient();
  });
  useEffect(() => {
    setActiveViewAsToken(session.token);
    return () => {
      setActiveViewAsToken(null);
      queryClient.clear();
    };
  }, [session.token, queryClient]);
  const [tab, setTab] = useState<Tab>('dashboard');
  const end = useEndViewAs();
  const navigate = useNavigate();
  const exit = async () => {
    // The token leaves this tab first: the call that ends it goes with the admin's session alone.
    setActiveViewAsToken(null);
    queryClient.clear();
    forgetViewAsSession();
    await end.mutateAsync(session.token).catch(() => undefined);
    await navigate(`/admin/customers/${session.customerId}`);
  };
  return (
    <div className="min-h-screen bg-slate-50">
      <ViewAsBanner
        email={session.email}
        expiresAt={session.expiresAt}
        isExiting={end.isPending}
        onExit={exit}
      />
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <QueryClientProvider client={queryClient}>
          <UiStateProvider>
            <Tabs label="The customer's pages" tabs={TABS} value={tab} onChange={setTab}>
              <div onClickCapture={stayInView}>
                <fieldset disabled className="min-w-0">
                  <legend className="sr-only">Read-only: nothing here can be changed</legend>
                  <CustomerScreen tab={tab} />
                </fieldset>
              </div>
            </Tabs>
          </UiStateProvider>
        </QueryClientProvider>
      </main>
    </div>
  );
}

export default function AdminViewAsPage() {
  const { customerId = '' } = useParams();
  const [session] = useState(() => readViewAsSession(customerId));
  if (!session)
    return (
      <main className="mx-auto max-w-xl p-6">
        <h1 className="text-2xl font-bold text-brand-900">This view has ended</h1>
        <p className="mt-2 text-slate-700">
          A read-only view of a customer lasts 30 minutes and stays in the tab that opened it. Open it again
          from the customer's page.
        </p>
        <Link
          to={`/admin/customers/${customerId}`}
          className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2"
        >
          Back to the customer
        </Link>
      </main>
    );
  return <ReadOnlyView key={session.token} session={session} />;
}
