// Must run before any module that builds a zod schema (see the file).
import '../lib/zod-jitless';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrateWhen } from '../components/island';
import { ISLANDS, isIslandName } from './registry';

/**
 * The islands runtime of the prerendered public pages (decision 008). Built separately with
 * Preact standing in for React (vite.islands.config.ts): it finds each [data-island] wrapper
 * written by <Island>, loads that island's code when its `data-when` says, and hydrates the
 * wrapper as a root of its own. Everything else on the page stays static HTML.
 */

/** How far below the viewport a 'visible' island starts loading, so it is live before it scrolls in. */
const LOAD_AHEAD = '600px 0px';
/** The longest an 'idle' island waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2_000;

async function hydrateIsland(wrapper: HTMLElement) {
  const name = wrapper.dataset.island ?? '';
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}": its part of the page stays static.`);
    return;
  }
  const Component = (await ISLANDS[name]()) as ComponentType<object>;
  const props = wrapper.dataset.props ? (JSON.parse(wrapper.dataset.props) as object) : {};
  hydrateRoot(wrapper, <Component {...props} />);
}

/** The wrapper is display: contents (it has no box of its own), so its children are observed. */
function whenNearViewport(wrapper: HTMLElement, start: () => void) {
  const targets = [...wrapper.children];
  if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: LOAD_AHEAD },
  );
  for (const target of targets) observer.observe(target);
}

function whenIdle(start: () => void) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 1);
}

function schedule(wrapper: HTMLElement) {
  const start = () => void hydrateIsland(wrapper);
  const when = (wrapper.dataset.when ?? 'load') as HydrateWhen;
  if (when === 'visible') whenNearViewport(wrapper, start);
  else if (when === 'idle') whenIdle(start);
  else start();
}

/** After the first frame, so the prerendered page paints before any script work (at once in a hidden tab). */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') return run();
  requestAnimationFrame(() => window.setTimeout(run, 0));
}

afterFirstPaint(() => {
  for (const wrapper of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(wrapper);
});
