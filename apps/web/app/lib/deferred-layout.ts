/**
 * Decision 014: below its first block, a public page is laid out as it nears the screen
 * (`content-visibility: auto` in app.css, on the blocks of a `[data-deferred-layout]` page). The
 * first layout of a phone's fresh page then covers the first screen only, which keeps it out of
 * the blocking time (issue 8: mobile TBT 0 ms).
 *
 * A block not laid out yet has an estimated height, so a jump to a #hash target computed then would
 * land off by the estimates' error (smooth scrolling renders the blocks it passes). Before any jump
 * the whole page is laid out once, for good: the cost comes with the visitor's own click.
 */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/** Lays out every deferred block now, so that positions on the page are exact from here on. */
export function layOutWholePage(root: Document = document) {
  root.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, '');
}

export function isWholePageLaidOut(root: Document = document) {
  return root.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE);
}

/** Whether following this link scrolls the current page to a #hash target. */
export function isInPageHashLink(link: HTMLAnchorElement, current: Location): boolean {
  if (!link.hash || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  return (
    link.origin === current.origin && link.pathname === current.pathname && link.search === current.search
  );
}

/**
 * Run by the boot script as the page's HTML is parsed: a page opened at a #hash is laid out at
 * once, and so is a page whose visitor follows a link to a #hash on it. The click listener is a
 * capturing one, so the layout is in place before the browser (or the router) scrolls.
 */
export function layOutBeforeHashJumps(root: Document = document) {
  const view = root.defaultView;
  if (!view) return;
  if (view.location.hash.length > 1) {
    layOutWholePage(root);
    return;
  }
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof view.HTMLAnchorElement) || !isInPageHashLink(link, view.location)) return;
    layOutWholePage(root);
    stop();
  };
  const onHashChange = () => {
    layOutWholePage(root);
    stop();
  };
  const stop = () => {
    root.removeEventListener('click', onClick, true);
    view.removeEventListener('hashchange', onHashChange);
  };
  root.addEventListener('click', onClick, true);
  view.addEventListener('hashchange', onHashChange);
}
