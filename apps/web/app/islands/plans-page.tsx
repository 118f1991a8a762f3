import { useEffect } from 'react';
import { PlansSection } from '../features/plans/plans-section';
import { UiStateProvider, useUiState } from '../lib/ui-state-context';

/** docs/product.md §2.5: 'Subscription Plans' is the title in the dashboard header. */
const DASHBOARD_HEADER = 'Subscription Plans';

function PlansPageContent() {
  const { state, dispatch } = useUiState();
  useEffect(() => {
    dispatch({ type: 'SET_DASHBOARD_HEADER', payload: DASHBOARD_HEADER });
  }, [dispatch]);

  return (
    <main className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="border-b border-slate-200 bg-white/80">
        <p
          className="mx-auto flex min-h-12 max-w-6xl items-center px-4 text-sm font-bold uppercase tracking-widest text-slate-600"
          data-testid="dashboard-header"
        >
          {state.dashboardHeader}
        </p>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-20 pt-12 sm:pt-16">
        <header className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Our Plans &amp; Pricing
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Premium lead credits every month, full seller details on every lead, and delivery by CSV, API,
            Google Sheet or Go High Level. Start with 25 leads for $99.
          </p>
        </header>
        <div className="mt-10">
          <PlansSection cardHeadingLevel={2} />
        </div>
      </div>
    </main>
  );
}

/** The subscription plans page's content (docs/product.md §12: public at /plans); an island. */
export function PlansPage() {
  return (
    <UiStateProvider>
      <PlansPageContent />
    </UiStateProvider>
  );
}
