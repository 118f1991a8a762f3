import { describe, expect, it } from 'vitest';
import { describeRevokedAccess } from './revoked-access.js';

describe('describeRevokedAccess', () => {
  it('names what was switched off, in one sentence, or nothing', () => {
    expect(describeRevokedAccess({ api_keys: 0, webhook_endpoints: 0, integrations: 0 })).toBeNull();
    expect(describeRevokedAccess({ api_keys: 1, webhook_endpoints: 0, integrations: 0 })).toBe('1 API key');
    expect(describeRevokedAccess({ api_keys: 2, webhook_endpoints: 0, integrations: 1 })).toBe(
      '2 API keys and 1 lead connection',
    );
    expect(describeRevokedAccess({ api_keys: 1, webhook_endpoints: 1, integrations: 3 })).toBe(
      '1 API key, 1 webhook endpoint and 3 lead connections',
    );
  });
});
