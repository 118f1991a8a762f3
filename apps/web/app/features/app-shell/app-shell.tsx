import type { CurrentUser } from '@app/shared';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../components/brand-logo';
import { site } from '../../config/site';
import { useUiState } from '../../lib/ui-state-context';
import { AppNavList } from './app-nav-list';
import { useLogout } from './use-logout';

interface AppShellProps {
  user: CurrentUser;
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
 * from the UI state's dashboardHeader (spec section 3) as the page's one h1.
 */
export function AppShell({ user, banner, children }: AppShellProps) {
  const { state } = useUiState();
  const { key } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const logoutMutation = useLogout();
  const onLogout = () => logoutMutation.mutate();

  // A navigation closes the phone menu.
  useEffect(() => setIsMenuOpen(false), [key]);
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <aside className="hidden w-64 shrink-0 bg-brand-900 lg:block">
        <div className="sticky top-0 flex h-screen flex-col overflow-y-auto px-4 py-6">
          <ShellLogo />
          <nav aria-label="Customer area" className="mt-8 flex-1">
            <AppNavList onLogout={onLogout} isLoggingOut={logoutMutation.isPending} />
          </nav>
          <p
            className="mt-6 truncate border-t border-white/15 pt-4 text-sm text-brand-50/80"
            title={user.email}
          >
            Signed in as <span className="font-semibold text-white">{user.name}</span>
          </p>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <div className="sticky top-0 z-30 bg-brand-900 lg:hidden">
          <div className="flex h-14 items-center justify-between px-4">
            <ShellLogo />
            <button
              type="button"
              className="inline-flex h-11 items-center gap-2 rounded-full px-3 font-semibold text-white hover:bg-white/10"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                {isMenuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
              Menu
            </button>
          </div>
          <nav
            id={menuId}
            aria-label="Customer area"
            hidden={!isMenuOpen}
            className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-white/15 px-4 pb-4 pt-2"
          >
            <AppNavList onLogout={onLogout} isLoggingOut={logoutMutation.isPending} />
          </nav>
        </div>

        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 sm:px-6 lg:px-8 lg:py-5">
            <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              {state.dashboardHeader || 'Dashboard'}
            </h1>
            <p className="hidden text-sm text-slate-600 sm:block">
              <span className="font-semibold text-ink">{user.name}</span> · {user.email}
            </p>
          </div>
        </header>
        {banner}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-6xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
