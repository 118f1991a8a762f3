import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** One-shot: half the CPU of createHash().update().digest() (it runs on every pull API call). */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

/** A URL-safe random token with the given number of bytes of entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Constant-time comparison of two hex digests of equal length. */
export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
