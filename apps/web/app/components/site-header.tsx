import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAV_ITEMS } from '../config/nav';
import { appHref, site } from '../config/site';

/** Spec section 2, header: hidden on paths containing /agreement; solid once scrolled. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [isScrolled, setIsScrolled] = useState(false);
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setIsScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => setIsMenuOpen(false), [pathname]);

  if (pathname.includes('/agreement')) return null;

  return (
    <header
      data-scrolled={isScrolled}
      className={`sticky top-0 z-40 transition-colors ${
        isScrolled ? 'bg-white shadow-md' : 'bg-gradient-to-b from-brand-50 to-white/80'
      }`}
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-900" aria-label={`${site.name} home`}>
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex gap-6">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className="font-medium hover:text-brand-700 aria-[current=page]:text-brand-700">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <a href={appHref('/sign-up')} className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            Sign up
          </a>
          <a href={appHref('/login')} className="rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700">
            Login
          </a>
        </div>
        <button
          type="button"
          className="rounded p-2 lg:hidden"
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          onClick={() => setIsMenuOpen(true)}
        >
          ☰
        </button>
      </div>
      {isMenuOpen && (
        <div role="dialog" aria-label="Menu" className="fixed inset-0 z-50 bg-white p-6 lg:hidden">
          <button type="button" aria-label="Close menu" className="float-right p-2" onClick={() => setIsMenuOpen(false)}>
            ✕
          </button>
          <ul className="mt-12 space-y-4 text-lg">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
          <a href={appHref('/login')} className="mt-8 block rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white">
            Login
          </a>
        </div>
      )}
    </header>
  );
}
