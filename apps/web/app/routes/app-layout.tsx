import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { QueryError } from '../components/query-error';
import { AreaSkeleton } from '../components/area-skeleton';
import { AREA_TONES } from '../components/area-tones';
import { Toaster } from '../components/toaster';
import { UntilHydrated } from '../components/until-hydrated';
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
 * /login?next=<path> — and frames every member page with the menu and the past-due notice. The
 * frame and the page are drawn while the session loads (issue 24.1): each page's HTML is
 * prerendered so, and the page asks for its data beside the session instead of after it. A
 * visitor without a session is sent on by the server before any of it (apps/api/src/http/web.ts).
 */
export default function AppLayout() {
  const { data: user, error, refetch } = useCurrentUser();
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
  // Signed out: on the way to the login page, nothing of the member area is shown.
  if (user === null) return <AreaSkeleton label="Loading your account" tone={AREA_TONES.customer} />;

  return (
    <UiStateProvider>
      <UntilHydrated>
        <AppShell user={user} banner={<PastDueNotice />}>
          <Outlet />
        </AppShell>
      </UntilHydrated>
      <Toaster />
    </UiStateProvider>
  );
}
