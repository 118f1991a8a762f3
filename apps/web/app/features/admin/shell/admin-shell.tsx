import type { CurrentUser } from '@app/shared';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../../components/brand-logo';
import { SideNavFrame } from '../../../components/side-nav-frame';
import { site } from '../../../config/site';
import { AdminIcon } from './admin-nav-icon';
import { ADMIN_NAV_ITEMS, isAdminNavItemActive } from './admin-nav-items';
import { AREA_TONES } from '../../../components/area-tones';

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
  return (
    <SideNavFrame
      navLabel="Operations"
      logo={<ShellLogo />}
      nav={<AdminNavList onLogout={onLogout} isLoggingOut={isLoggingOut} />}
      user={user}
      tone={AREA_TONES.console}
      mainClassName="max-w-7xl"
    >
      {children}
    </SideNavFrame>
  );
}
