import { useEffect } from 'react';
import { LIMITS } from '@app/shared';
import { layOutWholePage } from './deferred-layout';
import { prefersReducedMotion } from './prefers-reduced-motion';

/** How often the target is looked for while it has not rendered yet. */
export const HASH_SCROLL_POLL_MS = 100;

/** '#pricing' → 'pricing'; '' or '#' → null. Decoded because ids may hold encoded characters. */
function targetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function scrollToTarget(element: Element) {
  // Blocks laid out lazily have estimated heights until then (decision 014).
  layOutWholePage();
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * docs/product.md §2.2: hash links (/#home, /#pricing) scroll smoothly to their element and wait up
 * to 10 seconds for it to appear — the target may belong to a page whose code or data is
 * still loading when the link is followed from another page. `navigationKey` (the router's
 * location key) makes a second click on the same link scroll again.
 */
export function useHashScroll(
  hash: string,
  navigationKey?: string,
  waitMs: number = LIMITS.hashScrollWaitMs,
) {
  useEffect(() => {
    const id = targetId(hash);
    if (!id) return;
    const tryScroll = () => {
      const element = document.getElementById(id);
      if (element) scrollToTarget(element);
      return element !== null;
    };
    if (tryScroll()) return;

    let attemptsLeft = Math.ceil(waitMs / HASH_SCROLL_POLL_MS);
    const timer = window.setInterval(() => {
      attemptsLeft -= 1;
      if (tryScroll() || attemptsLeft <= 0) window.clearInterval(timer);
    }, HASH_SCROLL_POLL_MS);
    return () => window.clearInterval(timer);
  }, [hash, navigationKey, waitMs]);
}
