import { useAfterHydration } from '../../lib/use-after-hydration';
import { isWebinarPast } from './webinar-schedule';

/** The element that carries the prerendered answer, so hydration starts from the same one. */
export const WEBINAR_STATUS_ATTRIBUTE = 'data-webinar-past';

/**
 * What the page was built with: evaluated at build time while prerendering, read back from the
 * prerendered HTML while hydrating.
 */
function prerenderedAnswer(): boolean {
  if (typeof document === 'undefined') return isWebinarPast(new Date());
  const element = document.querySelector(`[${WEBINAR_STATUS_ATTRIBUTE}]`);
  return element ? element.getAttribute(WEBINAR_STATUS_ATTRIBUTE) === 'true' : isWebinarPast(new Date());
}

/**
 * Hydration reproduces the prerendered markup; right after it, the answer is re-evaluated with
 * the visitor's clock and the page re-renders if the date has passed since the build
 * (docs/product.md §2.11: the webinar page must not pretend a past date is upcoming).
 */
const pastByVisitorsClock = () => isWebinarPast(new Date());

export function useIsWebinarPast(): boolean {
  return useAfterHydration(prerenderedAnswer(), pastByVisitorsClock);
}
