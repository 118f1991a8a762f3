/** docs/product.md §4, webinar accordion: the open index starts at 0; -1 means all closed. */
export const ALL_CLOSED = -1;
export const INITIAL_OPEN_INDEX = 0;

/** One item open at a time: clicking another opens it, clicking the open one closes it. */
export function toggleOpenIndex(openIndex: number, clickedIndex: number): number {
  return openIndex === clickedIndex ? ALL_CLOSED : clickedIndex;
}
