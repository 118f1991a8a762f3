import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that encrypts secrets at rest: SECRETS_KEY when given (required in production);
 * otherwise a key generated once and kept in the data folder (0600), or a per-process key for an
 * in-memory database.
 */
export function loadSecretsKey(options: {
  secretsKey?: string | undefined;
  dataDir: string;
  isProduction: boolean;
}): Buffer {
  if (options.secretsKey) {
    const key = Buffer.from(options.secretsKey, 'base64');
    if (key.length !== 32)
      throw new Error('SECRETS_KEY must be the base64 of 32 random bytes (openssl rand -base64 32).');
    return key;
  }
  if (options.isProduction)
    throw new Error('SECRETS_KEY is required in production (openssl rand -base64 32).');
  if (options.dataDir.startsWith('memory://')) return randomBytes(32);
  const file = path.resolve(options.dataDir, 'secrets.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
