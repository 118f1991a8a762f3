import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent } from 'undici';
import { AppError } from './errors.js';

/**
 * Webhook targets must be public (DESIGN.md section 6): no private, loopback, link-local,
 * carrier-grade NAT, multicast or cloud-metadata addresses, checked when the URL is registered
 * and again on every connection (so DNS cannot be switched to an internal address later).
 */
export function isForbiddenAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isForbiddenAddress(v6.slice(7));
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('fe8') ||
    v6.startsWith('fe9') ||
    v6.startsWith('fea') ||
    v6.startsWith('feb') ||
    v6.startsWith('ff')
  );
}

const isLoopback = (address: string) =>
  address.startsWith('127.') || address === '::1' || address === '::ffff:127.0.0.1';

export interface UrlPolicy {
  /** Tests only: allow http:// and loopback receivers on this machine. */
  allowLoopback: boolean;
}

function allowed(address: string, policy: UrlPolicy) {
  return !isForbiddenAddress(address) || (policy.allowLoopback && isLoopback(address));
}

/** Refuses a URL whose host resolves to any address we must not call. */
export async function assertPublicUrl(raw: string, policy: UrlPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('VALIDATION', 'Enter a valid https:// URL', {
      errors: [{ path: 'body.url', message: 'Enter a valid https:// URL' }],
    });
  }
  const refuse = (message: string) =>
    new AppError('VALIDATION', message, { errors: [{ path: 'body.url', message }] });
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:'))
    throw refuse('Enter an https:// URL');
  if (url.username || url.password) throw refuse('The URL must not contain a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw refuse(`We could not find ${host}: check the address`);
  }
  if (addresses.length === 0 || !addresses.every((a) => allowed(a, policy))) {
    throw refuse('This URL points to a private or internal address; use a public https:// endpoint');
  }
  return url;
}

/** An HTTP agent whose every connection re-checks the resolved address against the policy. */
export function createGuardedAgent(policy: UrlPolicy): Agent {
  return new Agent({
    connect: {
      timeout: 15_000,
      lookup(hostname, options, callback) {
        const host = hostname.replace(/^\[|\]$/g, '');
        if (isIP(host)) {
          if (!allowed(host, policy))
            return callback(new Error(`Refused to connect to internal address ${host}`), '', 0);
          return callback(null, host, isIP(host));
        }
        lookup(host, { all: true, verbatim: true })
          .then((results) => {
            const safe = results.find((r) => allowed(r.address, policy));
            if (!safe || results.some((r) => !allowed(r.address, policy))) {
              return callback(
                new Error(`Refused to connect: ${host} resolves to an internal address`),
                '',
                0,
              );
            }
            callback(null, safe.address, safe.family);
          })
          .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
        void options;
      },
    },
  });
}
