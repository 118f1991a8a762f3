import { randomToken, sha256 } from './crypto.js';

/** What a personal API key looks like: `sk_` + an 8-character prefix + `_` + 43 random characters. */
export const API_KEY_PATTERN = /^sk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

/** A new personal API key: shown to its owner once; only its SHA-256 and prefix are stored. */
export function generateApiKey() {
  const prefix = randomToken(12)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .padEnd(8, '0');
  const key = `sk_${prefix}_${randomToken(32)}`;
  return { key, prefix: `sk_${prefix}`, keyHash: sha256(key) };
}
