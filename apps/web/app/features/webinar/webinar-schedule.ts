/** docs/product.md §1 and §9: the webinar is on July 16th, 2025 at 7PM CDT (UTC−5). */
export const WEBINAR_STARTS_AT = '2025-07-16T19:00:00-05:00';
export const WEBINAR_DATE_LABEL = 'July 16th, 2025 at 7PM CDT';

const startsAtMs = Date.parse(WEBINAR_STARTS_AT);

/** True once the live session has started: from then on the page offers the recording instead. */
export function isWebinarPast(now: Date): boolean {
  return now.getTime() >= startsAtMs;
}
