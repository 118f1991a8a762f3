import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing per the Standard Webhooks specification: the signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 with the secret's bytes (the part after
 * `whsec_`, base64), sent as `v1,<base64>`; several space-separated signatures while a rotated
 * secret overlaps with the new one.
 */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export function webhookHeaders(secrets: string[], messageId: string, timestampSeconds: number, body: string) {
  return {
    'content-type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets
      .map((secret) => signWebhook(secret, messageId, timestampSeconds, body))
      .join(' '),
    'user-agent': 'SellerSignal-Webhooks/1.0',
  };
}
