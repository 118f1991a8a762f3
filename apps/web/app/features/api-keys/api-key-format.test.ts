import { API_KEY_HEADER } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_PLACEHOLDER,
  curlExample,
  isApiKeyActive,
  lastUsedText,
  maskedKeyPrefix,
  sortApiKeys,
} from './api-key-format';

describe('API keys', () => {
  it('shows only the prefix, elided', () => {
    expect(maskedKeyPrefix('sk_Ab12Cd34')).toBe('sk_Ab12Cd34…');
  });

  it('says "Never used" for a key that was never used', () => {
    expect(lastUsedText(null)).toBe('Never used');
    expect(lastUsedText('2026-03-02T15:04:11.000Z')).toMatch(/2026/);
  });

  it('lists active keys first, newest first, then revoked ones', () => {
    const keys = [
      { name: 'old revoked', created_at: '2026-01-01T00:00:00.000Z', revoked_at: '2026-02-01T00:00:00.000Z' },
      { name: 'old active', created_at: '2026-01-02T00:00:00.000Z', revoked_at: null },
      { name: 'new revoked', created_at: '2026-03-01T00:00:00.000Z', revoked_at: '2026-03-02T00:00:00.000Z' },
      { name: 'new active', created_at: '2026-03-03T00:00:00.000Z', revoked_at: null },
    ];
    expect(sortApiKeys(keys).map((key) => key.name)).toEqual([
      'new active',
      'old active',
      'new revoked',
      'old revoked',
    ]);
    expect(keys[0]!.name).toBe('old revoked');
    expect(isApiKeyActive(keys[1]!)).toBe(true);
  });

  it('builds the /docs cURL line against this origin with the placeholder key', () => {
    const line = curlExample('https://app.sellersignal.io');
    expect(line).toBe(
      `curl -sS -H "${API_KEY_HEADER}: ${API_KEY_PLACEHOLDER}" "https://app.sellersignal.io/api/v1/leads/get-purchased-premium-leads?page=1&limit=25"`,
    );
  });
});
