import type { CurrentUser } from '@app/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AREA_TONES } from '../../components/area-tones';
import { LogoMark } from '../../components/brand-logo';
import { SideNavFrame } from '../../components/side-nav-frame';
import { site } from '../../config/site';
import { Skeleton } from '../../components/skeleton';
import { useDashboardHeader } from '../../lib/use-dashboard-header';
import { AppNavList } from './app-nav-list';
import { useLogout } from './api/use-logout';

interface AppShellProps {
  /** Undefined while the session loads: the frame and the page are drawn around a placeholder. */
  user: CurrentUser | undefined;
  /** Shown above every page (the past-due notice). */
  banner?: ReactNode;
  children: ReactNode;
}

function ShellLogo() {
  return (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-2.5 rounded-lg text-lg font-extrabold tracking-tight text-white"
    >
      <LogoMark className="h-8 w-8" />
      {site.name}
      <span className="sr-only"> dashboard</span>
    </Link>
  );
}

/**
 * The customer area's frame: a left sidebar on desktop, a top menu on phones, the page title
 * from the UI state's dashboardHeader (docs/product.md §3) as the page's one h1. It is drawn before
 * the session has loaded (the page's prerendered HTML, issue 24.1), with a placeholder for who is
 * signed in.
 */
export function AppShell({ user, banner, children }: AppShellProps) {
  const header = useDashboardHeader();
  const logoutMutation = useLogout();
  const onLogout = () => logoutMutation.mutate();

  return (
    <SideNavFrame
      navLabel="Customer area"
      logo={<ShellLogo />}
      nav={<AppNavList onLogout={onLogout} isLoggingOut={logoutMutation.isPending} />}
      user={user}
      tone={AREA_TONES.customer}
      mainClassName="max-w-6xl"
      top={
        <>
          <header className="border-b border-slate-200 bg-white">
            <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 sm:px-6 lg:px-8 lg:py-5">
              <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{header}</h1>
              {user ? (
                <p className="hidden text-sm text-slate-600 sm:block">
                  <span className="font-semibold text-ink">{user.name}</span> · {user.email}
                </p>
              ) : (
                <Skeleton className="hidden h-5 w-64 sm:block" />
              )}
            </div>
          </header>
          {banner}
        </>
      }
    >
      {children}
    </SideNavFrame>
  );
}
