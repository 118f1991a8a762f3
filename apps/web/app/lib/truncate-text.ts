/** docs/product.md §5: feature descriptions are cut to 100 characters plus an ellipsis. */
export const FEATURE_DESCRIPTION_LIMIT = 100;

export interface TruncatedText {
  text: string;
  isTruncated: boolean;
}

/**
 * Cuts `text` to `maxLength` characters and appends '...' when it was longer. Trailing spaces
 * at the cut are dropped so the ellipsis never floats after a gap.
 */
export function truncateText(text: string, maxLength: number): TruncatedText {
  if (text.length <= maxLength) return { text, isTruncated: false };
  return { text: `${text.slice(0, maxLength).trimEnd()}...`, isTruncated: true };
}
