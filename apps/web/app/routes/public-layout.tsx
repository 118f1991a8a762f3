import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { UI_TEXT } from '@app/shared';
import { AnnouncementBar } from '../components/announcement-bar';
import { SiteFooter } from '../components/site-footer';
import { Island } from '../components/island';
import { PublicPageEffects } from '../components/public-page-effects';
import { SiteHeader, isHeaderHidden } from '../components/site-header';
import { Toaster } from '../components/toaster';

/**
 * Every route change scrolls to the top (docs/product.md §2.1), unless it targets a #hash. Not on
 * the first load: a visitor who scrolled the prerendered page before it hydrated stays put.
 */
function useScrollToTopOnRouteChange() {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (!hash) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
}

/**
 * docs/product.md §2.1: a shared header, a second shared element and a footer surround the routes.
 * On the prerendered pages only the islands come alive (decision 008); the scroll and loading
 * handling here serve client-side navigations inside the app.
 */
export default function PublicLayout() {
  const location = useLocation();
  useScrollToTopOnRouteChange();
  const navigation = useNavigation();
  const isLoadingOtherPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <>
      <Island name="page-effects" component={PublicPageEffects} />
      <Island name="site-header" component={SiteHeader} />
      {/* The user agreement stands alone, like its header (docs/product.md §2.2). */}
      {!isHeaderHidden(location.pathname) && <AnnouncementBar />}
      {/* Below its first block, the page is laid out as it nears the screen (decision 014). */}
      <div id="main" tabIndex={-1} data-deferred-layout="" className="min-h-[60vh] outline-none">
        {isLoadingOtherPage ? (
          <p role="status" className="p-8 text-center text-lg">
            {UI_TEXT.loading}
          </p>
        ) : (
          <Outlet />
        )}
      </div>
      <SiteFooter />
      <Island name="toaster" component={Toaster} when="idle" />
    </>
  );
}
