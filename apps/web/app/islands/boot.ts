/**
 * The one script a prerendered public page names (decision 013). It fetches the islands runtime
 * (islands/entry.tsx: Preact, the registry, then the islands) once the page's first content is on
 * screen, so that the first paint waits for nothing but the HTML and its style sheet: no script
 * shares the network with the style sheet, or the main thread with the first layout.
 */
import { layOutBeforeHashJumps } from '../lib/deferred-layout';

/** The longest the runtime waits for the first paint, should the browser never report it. */
const PAINT_TIMEOUT_MS = 3_000;

function afterFirstContentfulPaint(run: () => void) {
  // A hidden tab paints nothing and reports no first paint: the runtime comes at once.
  if (document.visibilityState === 'hidden') return run();
  let observer: PerformanceObserver | null = null;
  let timeout = 0;
  let hasRun = false;
  const runOnce = () => {
    if (hasRun) return;
    hasRun = true;
    observer?.disconnect();
    clearTimeout(timeout);
    document.removeEventListener('visibilitychange', runOnce);
    run();
  };
  document.addEventListener('visibilitychange', runOnce, { once: true });
  timeout = window.setTimeout(runOnce, PAINT_TIMEOUT_MS);
  // Not requestAnimationFrame, where it can: frames start before the first layout is painted.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => window.setTimeout(runOnce, 0));
    return;
  }
  observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) runOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// Before the first jump to a #hash, the blocks laid out lazily are laid out (decision 014).
layOutBeforeHashJumps();

afterFirstContentfulPaint(() => {
  // Side by side: the runtime imports Preact, which would otherwise be asked for only once the
  // runtime has arrived.
  void import('react-dom/client');
  void import('./entry');
});
