import type { RevokedAccess } from './contracts/account.js';

/**
 * "2 API keys, 1 webhook endpoint and 3 lead connections", or null when nothing was switched off:
 * the one wording of what a password reset or an email change revoked, in its mail and on its page.
 */
export function describeRevokedAccess(revoked: RevokedAccess): string | null {
  const parts = [
    [revoked.api_keys, 'API key', 'API keys'],
    [revoked.webhook_endpoints, 'webhook endpoint', 'webhook endpoints'],
    [revoked.integrations, 'lead connection', 'lead connections'],
  ] as const;
  const named = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (named.length === 0) return null;
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}
