// Must run before any module that builds a zod schema (see the file).
import '../lib/zod-jitless';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrateWhen } from '../components/island';
import { ISLANDS, isIslandName } from './registry';

/**
 * The islands runtime of the prerendered public pages (decision 008). Built separately with
 * Preact standing in for React (vite.islands.config.ts) and loaded by islands/boot.ts once the
 * page has painted: it finds each [data-island] wrapper written by <Island>, loads that island's
 * code when its `data-when` says, and hydrates the wrapper as a root of its own. Everything else
 * on the page stays static HTML.
 */

/** The longest the runtime waits for a frame (none come while the tab is hidden), as Preact does. */
const FRAME_TIMEOUT_MS = 100;

/**
 * Resolves in a task after the next frame, where Preact has just run the effects of the island
 * hydrated before (and the renders they cause: useAfterHydration's second render).
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => {
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      setTimeout(resolve, 0);
    };
    const timeout = setTimeout(next, FRAME_TIMEOUT_MS);
    const frame = requestAnimationFrame(next);
  });
}

/**
 * Lighthouse's mobile profile runs scripts four times slower than a desktop: a task of 12.5 ms
 * here is a long task there and counts towards Total Blocking Time (issue 8: 0 ms). So islands
 * hydrate one at a time, each in a task of its own, and the effects of one run before the next
 * hydrates, in a task of their own too.
 */
let hydrationTurn: Promise<void> = Promise.resolve();

/** Runs `hydrate` after the islands whose code arrived before have hydrated and run their effects. */
function inTurn(hydrate: () => void): Promise<void> {
  const turn = hydrationTurn.then(afterNextFrame).then(hydrate);
  hydrationTurn = turn.catch(() => undefined);
  return turn;
}

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
  await inTurn(() => hydrateRoot(wrapper, <Component {...props} />));
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

for (const wrapper of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(wrapper);
