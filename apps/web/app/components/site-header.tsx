import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { appHref } from '../config/site';
import { useIsHydrated } from '../lib/use-is-hydrated';
import { useIsScrolled } from '../lib/use-is-scrolled';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SocialLinks } from './social-links';
import { StrokeIcon } from './stroke-icon';

/** The user agreement is shown on its own, without the site chrome (docs/product.md §2.2). */
export const isHeaderHidden = (pathname: string) => pathname.includes('/agreement');

/**
 * The hamburger button. It holds the hydrated flag itself, so that when the flag turns only the
 * button renders again, not the whole header (decision 013).
 */
function MenuButton({
  buttonRef,
  isMenuOpen,
  onOpen,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isMenuOpen: boolean;
  onOpen: () => void;
}) {
  const isHydrated = useIsHydrated();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={isMenuOpen}
      aria-controls="mobile-menu"
      disabled={!isHydrated}
      onClick={onOpen}
    >
      <StrokeIcon path="M4 7h16M4 12h16M4 17h16" />
    </button>
  );
}

/**
 * The header (docs/product.md §2.2): sticky; a gradient at the top of the page and solid once scrolled
 * (data-scrolled says which); logo, nav, socials, Sign up and Login; a hamburger menu on
 * small screens.
 */
export function SiteHeader() {
  const { pathname, key } = useLocation();
  const isScrolled = useIsScrolled();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement | null>(null);
  const openMenu = useCallback(() => setIsMenuOpen(true), []);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);

  // Any navigation (a page or a hash link) closes the menu.
  useEffect(() => setIsMenuOpen(false), [key]);

  if (isHeaderHidden(pathname)) return null;

  return (
    <header
      data-scrolled={isScrolled}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ${
        isScrolled
          ? 'border-slate-200 bg-white shadow-[0_8px_24px_-12px_rgba(15,27,45,0.25)]'
          : 'border-transparent bg-linear-to-r from-brand-50 via-white to-amber-50'
      }`}
    >
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:gap-2 lg:px-4 xl:gap-4 xl:px-6">
        <BrandLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks
            listClassName="flex items-center gap-1"
            linkClassName="whitespace-nowrap rounded-full px-2.5 py-2 font-medium lg:px-2 lg:text-[15px] xl:px-4 xl:text-base text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current]:bg-brand-100 aria-[current]:text-brand-900"
          />
        </nav>
        <div className="flex items-center gap-2 lg:gap-1 xl:gap-2">
          {/* The public marketplace (docs/product.md §2.1): beside the nav, whose items §2.2 fixes. */}
          <Link
            to="/marketplace"
            aria-current={pathname.replace(/\/+$/, '') === '/marketplace' ? 'page' : undefined}
            className="hidden whitespace-nowrap rounded-full px-2.5 py-2 font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 aria-[current]:bg-brand-100 aria-[current]:text-brand-900 sm:inline-block lg:px-2 lg:text-[15px] xl:px-2.5 xl:text-base"
          >
            Marketplace
          </Link>
          {/* docs/product.md §2.2: the socials at every desktop width, a size smaller below 1280 px. */}
          <SocialLinks
            className="hidden lg:flex lg:gap-0 xl:gap-1"
            linkClassName="text-slate-600 hover:bg-brand-50 hover:text-brand-700 lg:h-8 lg:w-8 xl:h-10 xl:w-10"
          />
          <a
            href={appHref('/sign-up')}
            className="whitespace-nowrap rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:px-5 sm:text-base lg:px-4 xl:px-5"
          >
            Sign up
          </a>
          <a
            href={appHref('/login')}
            className="hidden rounded-full border-2 border-brand-600 px-5 py-1.5 font-semibold text-brand-700 transition-colors hover:bg-brand-50 lg:inline-block lg:px-4 xl:px-5"
          >
            Login
          </a>
          <MenuButton buttonRef={menuButtonRef} isMenuOpen={isMenuOpen} onOpen={openMenu} />
        </div>
      </div>
      <MobileMenu isOpen={isMenuOpen} onClose={closeMenu} menuButtonRef={menuButtonRef} />
    </header>
  );
}
