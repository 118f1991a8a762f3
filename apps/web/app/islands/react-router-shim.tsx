import {
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * What the islands of the prerendered public pages use of React Router, without the router
 * (decision 008): vite.islands.config.ts resolves 'react-router' to this file in the islands
 * build only. Every page is its own document there, so a link is a plain link; the location is
 * the browser's, and same-page hash links and search-parameter updates go through the History
 * API so that the islands that read the location re-render.
 */

type To = string | { pathname?: string; search?: string; hash?: string };

interface ShimLocation {
  pathname: string;
  search: string;
  hash: string;
  state: null;
  /** Changes with every history entry, like React Router's location key. */
  key: string;
}

const listeners = new Set<() => void>();
let entryCount = 0;
let current: ShimLocation | null = null;

function readLocation(): ShimLocation {
  const { pathname, search, hash } = window.location;
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash)
    current = { pathname, search, hash, state: null, key: `entry-${entryCount++}` };
  return current;
}

function notify() {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('popstate', notify);
    window.addEventListener('hashchange', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('popstate', notify);
    window.removeEventListener('hashchange', notify);
  };
}

const PRERENDER_LOCATION: ShimLocation = { pathname: '/', search: '', hash: '', state: null, key: 'default' };

export function useLocation(): ShimLocation {
  return useSyncExternalStore(subscribe, readLocation, () => PRERENDER_LOCATION);
}

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

function pushEntry(href: string, replace = false) {
  window.history[replace ? 'replaceState' : 'pushState'](null, '', href);
  notify();
}

export function useNavigate() {
  return (to: To | number, options: { replace?: boolean } = {}) => {
    if (typeof to === 'number') return window.history.go(to);
    const href = hrefOf(to);
    if (options.replace) window.location.replace(href);
    else window.location.assign(href);
  };
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams() {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (
    next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
    options: { replace?: boolean } = {},
  ) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
    const query = new URLSearchParams(value).toString();
    pushEntry(`${window.location.pathname}${query ? `?${query}` : ''}`, options.replace);
  };
  return [params, setParams] as const;
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  /** React Router options that mean nothing without the router. */
  preventScrollReset?: boolean;
  prefetch?: string;
  reloadDocument?: boolean;
  viewTransition?: boolean;
  children?: ReactNode;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A plain link. A hash link to a section of this page stays in the document (as React Router
 * does), so the page-effects island can scroll to the section smoothly.
 */
export function Link({
  to,
  replace,
  onClick,
  preventScrollReset: _preventScrollReset,
  prefetch: _prefetch,
  reloadDocument: _reloadDocument,
  viewTransition: _viewTransition,
  ...anchorProps
}: LinkProps) {
  const href = typeof to === 'string' ? to : hrefOf(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || anchorProps.target) return;
    const url = new URL(href, window.location.href);
    const isSamePageHash =
      url.origin === window.location.origin &&
      url.pathname === window.location.pathname &&
      url.search === window.location.search &&
      url.hash !== '';
    if (!isSamePageHash) return;
    event.preventDefault();
    pushEntry(url.hash, replace);
  };
  return <a href={href} onClick={handleClick} {...anchorProps} />;
}
