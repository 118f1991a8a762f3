import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AreaTone } from './area-tones';
import { StrokeIcon } from './stroke-icon';

interface SideNavFrameProps {
  /** Accessible name of the navigation, e.g. "Customer area" or "Operations". */
  navLabel: string;
  logo: ReactNode;
  /** The menu; rendered in the desktop sidebar and in the phone menu. */
  nav: ReactNode;
  /** Who is signed in; undefined while the session loads (a placeholder takes its place). */
  user: { name: string; email: string } | undefined;
  /** Colours that tell the areas apart (components/area-tones.ts). */
  tone: AreaTone;
  /** Between the phone bar and the page: a page header, a banner. */
  top?: ReactNode;
  mainClassName: string;
  children: ReactNode;
}

/**
 * The frame of the signed-in areas (customer area and operations console): a sidebar on desktop,
 * a top menu on phones that closes on navigation and on Escape, and a skip link to the content.
 */
export function SideNavFrame({
  navLabel,
  logo,
  nav,
  user,
  tone,
  top,
  mainClassName,
  children,
}: SideNavFrameProps) {
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
    <div className={`min-h-screen ${tone.page} lg:flex`}>
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <aside className={`hidden w-64 shrink-0 ${tone.bar} lg:block`}>
        <div className="sticky top-0 flex h-screen flex-col overflow-y-auto px-4 py-6">
          {logo}
          <nav aria-label={navLabel} className="mt-8 flex-1">
            {nav}
          </nav>
          <p
            className={`mt-6 truncate border-t border-white/15 pt-4 text-sm ${tone.signedIn}`}
            title={user?.email}
          >
            {user ? (
              <>
                Signed in as <span className="font-semibold text-white">{user.name}</span>
              </>
            ) : (
              <span className="block h-5" aria-hidden="true" />
            )}
          </p>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <div className={`sticky top-0 z-30 ${tone.bar} lg:hidden`}>
          <div className="flex h-14 items-center justify-between px-4">
            {logo}
            <button
              type="button"
              className="inline-flex h-11 items-center gap-2 rounded-full px-3 font-semibold text-white hover:bg-white/10"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              <StrokeIcon path={isMenuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
              Menu
            </button>
          </div>
          <nav
            id={menuId}
            aria-label={navLabel}
            hidden={!isMenuOpen}
            className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-white/15 px-4 pb-4 pt-2"
          >
            {nav}
          </nav>
        </div>
        {top}
        <main
          id="main"
          tabIndex={-1}
          className={`mx-auto px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8 ${mainClassName}`}
        >
          {children}
        </main>
      </div>
    </div>
  );
}
