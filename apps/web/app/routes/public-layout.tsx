import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { UI_TEXT } from '@app/shared';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { Toaster } from '../components/toaster';

/** Every route change scrolls to the top (spec section 2), unless it targets a #hash. */
function useScrollToTopOnRouteChange() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
}

export default function PublicLayout() {
  useScrollToTopOnRouteChange();
  const navigation = useNavigation();
  const location = useLocation();
  const isLoadingOtherPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <>
      <SiteHeader />
      <div id="main" className="min-h-[60vh]">
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
