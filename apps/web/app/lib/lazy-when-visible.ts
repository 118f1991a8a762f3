import { lazy, type ComponentType } from 'react';

/** How far below the viewport a section starts loading, so its code is there before it scrolls in. */
const LOAD_AHEAD = '600px 0px';

function whenNearViewport(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const anchor = document.getElementById(anchorId);
    // Not in the document yet (a client-side navigation renders before it commits): load at once.
    if (!anchor || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(anchor);
  });
}

/**
 * React.lazy for an interactive section far down a prerendered page (DESIGN.md section 3: the
 * public pages stay fast). The prerender renders it in full; in the browser its code, and what it
 * pulls in (zod contracts, forms, queries), is fetched only when the element with `anchorId`
 * nears the viewport. Until then React keeps the prerendered HTML as it is (a dehydrated
 * Suspense boundary), so nothing moves or flashes. Render it inside <Suspense>.
 */
export function lazyWhenVisible<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    if (typeof window !== 'undefined') await whenNearViewport(anchorId);
    return { default: await load() };
  });
}
