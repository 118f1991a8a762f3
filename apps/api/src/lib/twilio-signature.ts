import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (https://www.twilio.com/docs/usage/security#validating-requests):
 * HMAC-SHA1, keyed with the account's auth token, of the full URL Twilio called followed by every
 * POST parameter's name and value in name order, Base64-encoded.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` (the X-Twilio-Signature header) is Twilio's for this request. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
