import type { BadgeTone } from '../../components/status-badge';
import type { WebhookDelivery, WebhookEndpoint } from '../../lib/delivery-types';
import { formatDateTime } from '../../lib/format-date';

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
