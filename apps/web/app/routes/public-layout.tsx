import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { UI_TEXT } from '@app/shared';
import { AnnouncementBar } from '../components/announcement-bar';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader, isHeaderHidden } from '../components/site-header';
import { Toaster } from '../components/toaster';
import { site } from '../config/site';
import { useHashScroll } from '../lib/use-hash-scroll';
import { useMetaPixel } from '../lib/use-meta-pixel';
import { useCaptureReferral } from '../lib/referral';

/**
 * Every route change scrolls to the top (spec section 2), unless it targets a #hash. Not on
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

/** Spec section 2: a shared header, a second shared element and a footer surround the routes. */
export default function PublicLayout() {
  const location = useLocation();
  useScrollToTopOnRouteChange();
  useHashScroll(location.hash, location.key);
  useMetaPixel(site.metaPixelId, location.pathname);
  useCaptureReferral();
  const navigation = useNavigation();
  const isLoadingOtherPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <>
      <SiteHeader />
      {/* The user agreement stands alone, like its header (spec section 2). */}
      {!isHeaderHidden(location.pathname) && <AnnouncementBar />}
      <div id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {isLoadingOtherPage ? (
          <p role="status" className="p-8 text-center text-lg">
            {UI_TEXT.loading}
          </p>
        ) : (
          <Outlet />
        )}
      </div>
      <SiteFooter />
      <Toaster />
    </>
  );
}
