import { pullApiExamples } from '@app/shared';
import type { BadgeTone } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from './delivery-types';

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
    return b.created_at.localeCompare(a.created_at);
  });
}

/** The one-line cURL request of /docs, against this site, with the key left for the reader to paste. */
export function curlExample(origin: string): string {
  return pullApiExamples(origin, API_KEY_PLACEHOLDER).curl.trim();
}

const DELIVERY_STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'blue' },
  succeeded: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed, retrying', tone: 'amber' },
  dead: { label: 'Gave up', tone: 'red' },
};

export function deliveryStatus(status: WebhookDelivery['status']): { label: string; tone: BadgeTone } {
  return DELIVERY_STATUS[status];
}

/** When the next automatic try happens, or why there is none. */
export function nextRetryText(delivery: Pick<WebhookDelivery, 'status' | 'next_attempt_at'>): string {
  if (delivery.status === 'succeeded') return '—';
  if (delivery.status === 'dead') return 'No more retries';
  return delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : 'Not scheduled';
}

export function endpointStatus(endpoint: Pick<WebhookEndpoint, 'is_enabled' | 'disabled_reason'>): {
  label: string;
  tone: BadgeTone;
  reason: string | null;
} {
  if (endpoint.is_enabled) return { label: 'Enabled', tone: 'green', reason: null };
  return { label: 'Disabled', tone: 'red', reason: endpoint.disabled_reason };
}

/**
 * Google Sheets' formula for the CSV feed. Inside a formula string a double quote is written
 * twice; the server's URLs never contain one, but the formula must stay valid if one did.
 */
export function importDataFormula(url: string): string {
  return `=IMPORTDATA("${url.replaceAll('"', '""')}")`;
}

/** The link of a connected sheet, rebuilt from its id (the server keeps only the id). */
export function googleSheetUrl(spreadsheetId: string): string {
  return `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}/edit`;
}
