import { useEffect, useRef } from 'react';
import { installMetaPixel, trackMetaPageView } from './meta-pixel';

/**
 * docs/product.md §2.1: the Meta pixel is initialised on load with a page view. A single-page app
 * never reloads, so each route change counts as one more page view. The id is a parameter
 * (the layout passes `site.metaPixelId`) so tests need no environment. An empty id means the
 * pixel is off: no script, no global.
 */
export function useMetaPixel(pixelId: string, pathname: string) {
  // Survives React's development double-run of effects, so a page is never counted twice.
  const lastTrackedPath = useRef<string | null>(null);

  useEffect(() => {
    if (!pixelId || !installMetaPixel(pixelId)) return;
    if (lastTrackedPath.current === pathname) return;
    lastTrackedPath.current = pathname;
    trackMetaPageView();
  }, [pixelId, pathname]);
}
