import { pullApiExamples } from '@app/shared';
import { formatDateTime } from '../../lib/format-date';
import type { ApiKey } from '../../lib/delivery-types';

/** Stands in for the key in examples; the real key is never kept after its one showing. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** 'sk_Ab12Cd34…': the visible start of a key, the rest elided (docs/product.md §15). */
export function maskedKeyPrefix(prefix: string): string {
  return `${prefix}…`;
}

export function lastUsedText(lastUsedAt: string | null): string {
  return lastUsedAt ? formatDateTime(lastUsedAt) : 'Never used';
}

export const isApiKeyActive = (key: Pick<ApiKey, 'revoked_at'>) => key.revoked_at === null;

/** Active keys first (newest first), revoked ones after, so the keys that work are on top. */
export function sortApiKeys<T extends Pick<ApiKey, 'revoked_at' | 'created_at'>>(keys: readonly T[]): T[] {
  return [...keys].sort((a, b) => {
    if (isApiKeyActive(a) !== isApiKeyActive(b)) return isApiKeyActive(a) ? -1 : 1;
    // ISO timestamps sort as text; localeCompare would load the locale data (lib/format-date.ts).
    return a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0;
  });
}

/** The one-line cURL request of /docs, against this site, with the key left for the reader to paste. */
export function curlExample(origin: string): string {
  return pullApiExamples(origin, API_KEY_PLACEHOLDER).curl.trim();
}
