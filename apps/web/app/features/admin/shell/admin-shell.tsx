import type { CurrentUser } from '@app/shared';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../../components/brand-logo';
import { site } from '../../../config/site';
import { AdminIcon } from './admin-nav-icon';
import { ADMIN_NAV_ITEMS, isAdminNavItemActive } from './admin-nav-items';

const itemClass = (isActive: boolean) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium transition-colors ${
    isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white'
  }`;

function AdminNavList({ onLogout, isLoggingOut }: { onLogout: () => void; isLoggingOut: boolean }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {ADMIN_NAV_ITEMS.map((item) => {
        const isActive = isAdminNavItemActive(item, pathname);
        return (
          <li key={item.href}>
            <Link to={item.href} className={itemClass(isActive)} aria-current={isActive ? 'page' : undefined}>
              <AdminIcon name={item.icon} />
              {item.label}
            </Link>
          </li>
        );
      })}
      <li className="border-t border-white/15 pt-2">
        <Link to="/dashboard" className={itemClass(false)}>
          <AdminIcon name="site" />
          Customer dashboard
        </Link>
      </li>
      <li>
        <button
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          className={`${itemClass(false)} w-full disabled:opacity-60`}
        >
          <AdminIcon name="logout" />
          {isLoggingOut ? 'Logging out...' : 'Logout'}
        </button>
      </li>
    </ul>
  );
}

function ShellLogo() {
  return (
    <Link
      to="/admin/leads"
      className="inline-flex items-center gap-2.5 rounded-lg text-lg font-extrabold tracking-tight text-white"
    >
      <LogoMark className="h-8 w-8" />
      <span>
        {site.name} <span className="font-semibold text-accent">Ops</span>
      </span>
    </Link>
  );
}

interface AdminShellProps {
  user: CurrentUser;
  onLogout: () => void;
  isLoggingOut: boolean;
  children: ReactNode;
}

/**
 * The operations console's frame: a dark sidebar on desktop (so nobody mistakes it for the
 * customer area), a top menu on phones; each page brings its own h1.
 */
export function AdminShell({ user, onLogout, isLoggingOut, children }: AdminShellProps) {
  const { key } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();

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
    <div className="min-h-screen bg-slate-100 lg:flex">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <aside className="hidden w-64 shrink-0 bg-ink lg:block">
        <div className="sticky top-0 flex h-screen flex-col overflow-y-auto px-4 py-6">
          <ShellLogo />
          <nav aria-label="Operations" className="mt-8 flex-1">
            <AdminNavList onLogout={onLogout} isLoggingOut={isLoggingOut} />
          </nav>
          <p
            className="mt-6 truncate border-t border-white/15 pt-4 text-sm text-slate-300"
            title={user.email}
          >
            Signed in as <span className="font-semibold text-white">{user.name}</span>
          </p>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <div className="sticky top-0 z-30 bg-ink lg:hidden">
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
            aria-label="Operations"
            hidden={!isMenuOpen}
            className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-white/15 px-4 pb-4 pt-2"
          >
            <AdminNavList onLogout={onLogout} isLoggingOut={isLoggingOut} />
          </nav>
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
