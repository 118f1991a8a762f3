import { Link, useLocation } from 'react-router';
import { APP_NAV_ITEMS, isAppNavItemActive } from './app-nav-items';
import { NavIcon } from './app-nav-icon';

const itemClass = (isActive: boolean) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium transition-colors ${
    isActive ? 'bg-white/15 text-white' : 'text-brand-50/90 hover:bg-white/10 hover:text-white'
  }`;

/** The menu entries, shared by the desktop sidebar and the phone menu. */
export function AppNavList({ onLogout, isLoggingOut }: { onLogout: () => void; isLoggingOut: boolean }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <ul className="space-y-1">
      {APP_NAV_ITEMS.map((item) => {
        const isActive = isAppNavItemActive(item, pathname);
        return (
          <li key={item.label}>
            <Link
              to={item.href}
              className={itemClass(isActive)}
              aria-current={isActive && !item.children ? 'page' : undefined}
            >
              <NavIcon name={item.icon} />
              {item.label}
            </Link>
            {item.children && (
              <ul className="ml-8 mt-1 space-y-1 border-l border-white/20 pl-3">
                {item.children.map((child) => {
                  const isChildActive = path === child.href;
                  return (
                    <li key={child.href}>
                      <Link
                        to={child.href}
                        aria-current={isChildActive ? 'page' : undefined}
                        className={`block rounded-lg px-3 py-2 text-sm font-medium ${
                          isChildActive
                            ? 'bg-white/15 text-white'
                            : 'text-brand-50/85 hover:bg-white/10 hover:text-white'
                        }`}
                      >
                        {child.label}
                      </Link>
                      {child.children && (
                        <ul className="ml-3 mt-1 space-y-1 border-l border-white/15 pl-2">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.href}>
                              <Link
                                to={grandchild.href}
                                aria-current={path === grandchild.href ? 'page' : undefined}
                                className={`block rounded-lg px-3 py-1.5 text-sm ${
                                  path === grandchild.href
                                    ? 'bg-white/15 font-semibold text-white'
                                    : 'text-brand-50/80 hover:bg-white/10 hover:text-white'
                                }`}
                              >
                                {grandchild.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
      <li className="border-t border-white/15 pt-2">
        <button
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          className={`${itemClass(false)} w-full disabled:opacity-60`}
        >
          <NavIcon name="logout" />
          {isLoggingOut ? 'Logging out...' : 'Logout'}
        </button>
      </li>
    </ul>
  );
}
