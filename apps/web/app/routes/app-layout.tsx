import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { QueryError } from '../components/query-error';
import { AreaSkeleton } from '../components/area-skeleton';
import { AREA_TONES } from '../components/area-tones';
import { Toaster } from '../components/toaster';
import { AppShell } from '../features/app-shell/app-shell';
import { useSessionExpiry } from '../features/app-shell/use-session-expiry';
import { PastDueBanner } from '../features/billing/past-due-banner';
import { useDashboardData } from '../features/dashboard/api/use-dashboard-data';
import { loginPathFor } from '../lib/safe-next-path';
import { UiStateProvider } from '../lib/ui-state-context';
import { useCurrentUser } from '../lib/use-current-user';

function PastDueNotice() {
  const { data } = useDashboardData();
  return data?.subscription?.status === 'past_due' ? <PastDueBanner /> : null;
}

/**
 * The customer area (issue "Customer area"): guards the session — a visitor is sent to
 * /login?next=<path> — and frames every member page with the menu and the past-due notice.
 */
export default function AppLayout() {
  const { data: user, isPending, error, refetch } = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useSessionExpiry();

  useEffect(() => {
    if (user === null) navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  }, [user, pathname, search, navigate]);

  if (error) {
    return (
      <main className="mx-auto max-w-xl p-6">
        <h1 className="mb-4 text-2xl font-bold text-brand-900">Your account</h1>
        <QueryError error={error} what="your account" onRetry={() => refetch()} />
      </main>
    );
  }
  if (isPending || !user) return <AreaSkeleton label="Loading your account" tone={AREA_TONES.customer} />;

  return (
    <UiStateProvider>
      <AppShell user={user} banner={<PastDueNotice />}>
        <Outlet />
      </AppShell>
      <Toaster />
    </UiStateProvider>
  );
}
