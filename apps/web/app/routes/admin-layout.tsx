import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { QueryError } from '../components/query-error';
import { AreaSkeleton } from '../components/area-skeleton';
import { AREA_TONES } from '../components/area-tones';
import { Toaster } from '../components/toaster';
import { AdminShell } from '../features/admin/shell/admin-shell';
import { TeamOnlyNotice } from '../features/admin/shell/team-only-notice';
import { useAdminLogout } from '../features/admin/shell/api/use-admin-logout';
import { useSessionExpiry } from '../features/app-shell/use-session-expiry';
import { loginPathFor } from '../lib/safe-next-path';
import { useCurrentUser } from '../lib/use-current-user';

/**
 * The operations console (issue "Operations console"): client-rendered, never prerendered.
 * A visitor is sent to /login?next=<this page>; a member sees that the area is for the team;
 * the API checks the admin role on every call regardless.
 */
export default function AdminLayout() {
  const { data: user, isPending, error, refetch } = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  useSessionExpiry();

  useEffect(() => {
    if (user === null) navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  }, [user, pathname, search, navigate]);

  if (error) {
    return (
      <main className="mx-auto max-w-xl p-6">
        <h1 className="mb-4 text-2xl font-bold text-brand-900">Operations console</h1>
        <QueryError error={error} what="your account" onRetry={() => refetch()} />
      </main>
    );
  }
  if (isPending || !user)
    return <AreaSkeleton label="Loading the operations console" tone={AREA_TONES.console} />;
  if (user.role !== 'admin') return <TeamOnlyNotice name={user.name} />;

  return (
    <>
      <AdminShell user={user} onLogout={() => logout.mutate()} isLoggingOut={logout.isPending}>
        <Outlet />
      </AdminShell>
      <Toaster />
    </>
  );
}
