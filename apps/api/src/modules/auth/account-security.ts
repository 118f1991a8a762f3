import type { RevokedAccess } from '@app/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountTokens, sessions } from '../../db/schema/index.js';
import { revokeAllApiKeys } from '../api-keys/index.js';
import { disconnectAllIntegrations } from '../integrations/index.js';
import { deleteAllEndpoints } from '../webhooks/index.js';

/**
 * docs/product.md §15: after a password reset or an email change, whoever held the old password or the old
 * inbox is shut out. Everything that reaches the account's leads without a password was made by
 * someone who could sign in before (API keys, webhook endpoints, Sheet, Go High Level and CSV-feed
 * connections), so all of it is revoked; every session but the one doing the change ends; every
 * emailed link still out (resets, email changes, including those sent to the old address) stops
 * working. Run it in the transaction that changes the credential; the caller then forgets the
 * verified-API-key cache (forgetVerifiedApiKeys, which tells every API process), once the transaction has committed.
 */
export async function revokeAccessAfterCredentialChange(
  tx: DbOrTx,
  input: { userId: string; now: Date; keepSessionIdHash?: string | null },
): Promise<RevokedAccess> {
  const { userId, now, keepSessionIdHash } = input;
  const revoked = {
    api_keys: await revokeAllApiKeys(tx, userId, now),
    webhook_endpoints: await deleteAllEndpoints(tx, userId, now),
    integrations: await disconnectAllIntegrations(tx, userId),
  };
  await tx
    .delete(sessions)
    .where(
      keepSessionIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepSessionIdHash))
        : eq(sessions.userId, userId),
    );
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  return revoked;
}
