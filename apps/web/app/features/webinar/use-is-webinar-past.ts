import { useSyncExternalStore } from 'react';
import { isWebinarPast } from './webinar-schedule';

/** The element that carries the prerendered answer, so hydration starts from the same one. */
export const WEBINAR_STATUS_ATTRIBUTE = 'data-webinar-past';

const subscribe = () => () => undefined;
const getClientSnapshot = () => isWebinarPast(new Date());

/**
 * During prerendering this is evaluated at build time. While hydrating, React must reproduce
 * the prerendered markup, so it reads the answer the HTML was built with; right after
 * hydration it re-evaluates with the visitor's clock and re-renders if the date has passed
 * since the build (spec section 2: the webinar page must not pretend a past date is upcoming).
 */
function getServerSnapshot(): boolean {
  if (typeof document === 'undefined') return isWebinarPast(new Date());
  const element = document.querySelector(`[${WEBINAR_STATUS_ATTRIBUTE}]`);
  return element ? element.getAttribute(WEBINAR_STATUS_ATTRIBUTE) === 'true' : getClientSnapshot();
}

export function useIsWebinarPast(): boolean {
  return useSyncExternalStore(subscribe, getClientSnapshot, getServerSnapshot);
}
