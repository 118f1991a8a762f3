import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts integration tokens and webhook signing secrets at rest (docs/product.md §15) with
 * AES-256-GCM. The key is configuration (SECRETS_KEY), never stored beside the data it protects
 * in production.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /**
   * A keyed hash (HMAC-SHA256, hex) of a value kept only to recognise it again, such as the e-mail
   * of a deleted account that redeemed WELCOME50: without the key, a leaked table cannot be
   * checked against a list of addresses. Each purpose hashes with its own derived key.
   */
  keyedHash(purpose: string, value: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes (base64 of 32 random bytes).');
  const purposeKeys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let derived = purposeKeys.get(purpose);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `keyed-hash:${purpose}`, 32));
      purposeKeys.set(purpose, derived);
    }
    return derived;
  };
  return {
    keyedHash(purpose, value) {
      return createHmac('sha256', keyFor(purpose)).update(value, 'utf8').digest('hex');
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
