import { describe, expect, it } from 'vitest';
import { deliveryStatus, endpointStatus, nextRetryText } from './webhook-format';

describe('webhooks', () => {
  it('labels each delivery status with words and a tone', () => {
    expect(deliveryStatus('succeeded')).toEqual({ label: 'Delivered', tone: 'green' });
    expect(deliveryStatus('failed').tone).toBe('amber');
    expect(deliveryStatus('dead').label).toBe('Gave up');
    expect(deliveryStatus('pending').label).toBe('Pending');
  });

  it('explains the next retry', () => {
    expect(nextRetryText({ status: 'succeeded', next_attempt_at: null })).toBe('—');
    expect(nextRetryText({ status: 'dead', next_attempt_at: null })).toBe('No more retries');
    expect(nextRetryText({ status: 'failed', next_attempt_at: null })).toBe('Not scheduled');
    expect(nextRetryText({ status: 'failed', next_attempt_at: '2026-03-02T15:04:11.000Z' })).toMatch(/2026/);
  });

  it('shows why an endpoint is disabled', () => {
    expect(endpointStatus({ is_enabled: true, disabled_reason: null })).toEqual({
      label: 'Enabled',
      tone: 'green',
      reason: null,
    });
    expect(endpointStatus({ is_enabled: false, disabled_reason: 'last error: HTTP 500' })).toEqual({
      label: 'Disabled',
      tone: 'red',
      reason: 'last error: HTTP 500',
    });
  });
});
