import { Link, useLocation } from 'react-router';
import { NAV_ITEMS, isNavItemActive } from '../config/nav';
import { useIsHydrated } from '../lib/use-is-hydrated';

interface NavLinksProps {
  listClassName: string;
  linkClassName: string;
  onNavigate?: () => void;
}

/**
 * The header nav of docs/product.md §2. Hash links are ordinary router links; the layout's
 * useHashScroll does the smooth scrolling and the waiting. The active link carries
 * aria-current, which is also what styles it.
 */
export function NavLinks({ listClassName, linkClassName, onNavigate }: NavLinksProps) {
  const { pathname, hash } = useLocation();
  // The prerendered HTML cannot know the hash; using it only after hydration avoids an
  // attribute mismatch that React would not repair (a stale aria-current on /#pricing).
  const isHydrated = useIsHydrated();
  const currentHash = isHydrated ? hash : '';
  return (
    <ul className={listClassName}>
      {NAV_ITEMS.map((item) => {
        const isActive = isNavItemActive(item, pathname, currentHash);
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={isActive ? (item.isHashLink ? 'location' : 'page') : undefined}
              className={linkClassName}
              onClick={onNavigate}
              // Hash links scroll to their section; the layout decides where to scroll.
              preventScrollReset={item.isHashLink}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
