import { verify, type KeyObject } from 'node:crypto';

/** The header each kind of Go High Level key signs (decision 037). */
export const GHL_SIGNATURE_HEADERS = { ed25519: 'x-ghl-signature', rsa: 'x-wh-signature' } as const;

type Headers = Record<string, string | string[] | undefined>;

const headerValue = (headers: Headers, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/**
 * Whether Go High Level signed these exact bytes: an Ed25519 signature in X-GHL-Signature, or the
 * legacy RSA-SHA256 one in X-WH-Signature, both base64, checked with the configured public keys of
 * that kind. The signature covers the raw body, so it is checked before anything parses it.
 */
export function isGhlSignatureValid(keys: readonly KeyObject[], rawBody: Buffer, headers: Headers): boolean {
  return keys.some((key) => {
    const kind = key.asymmetricKeyType === 'ed25519' ? 'ed25519' : 'rsa';
    const signature = headerValue(headers, GHL_SIGNATURE_HEADERS[kind]);
    if (!signature || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(signature)) return false;
    try {
      return verify(kind === 'ed25519' ? null : 'sha256', rawBody, key, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  });
}
