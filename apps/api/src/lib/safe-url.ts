import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { AppError } from './errors.js';

/**
 * Webhook targets must be public (docs/product.md §15): checked when the URL is registered and
 * again on every connection, so neither DNS nor an address literal can reach inside (issue 15.10).
 * IPv4: every special-purpose range IANA lists. IPv6: only global unicast (2000::/3), without the
 * transition ranges that carry an IPv4 address inside (6to4, Teredo) or are not routable; an IPv4
 * address written as IPv6 (`::ffff:7f00:1`, which URLs normalise `[::ffff:127.0.0.1]` to) is judged
 * as the IPv4 address it is. IPv4-compatible (`::a.b.c.d`) and NAT64 (`64:ff9b::/96`) forms fall
 * outside 2000::/3 and are refused.
 */
const FORBIDDEN_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const FORBIDDEN_INSIDE_GLOBAL_V6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32) included
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['3fff::', 20], // documentation
];

const forbiddenV4 = new BlockList();
for (const [network, prefix] of FORBIDDEN_V4) forbiddenV4.addSubnet(network, prefix, 'ipv4');
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const forbiddenInsideGlobalV6 = new BlockList();
for (const [network, prefix] of FORBIDDEN_INSIDE_GLOBAL_V6)
  forbiddenInsideGlobalV6.addSubnet(network, prefix, 'ipv6');
const mappedV4 = new BlockList();
mappedV4.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an address (as resolved, or as written in a URL, brackets removed) is off limits. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return forbiddenV4.check(address, 'ipv4');
  if (family !== 6) return true;
  // BlockList matches an IPv4-mapped IPv6 address against IPv4 rules.
  if (mappedV4.check(address, 'ipv6')) return forbiddenV4.check(address, 'ipv6');
  return !globalUnicastV6.check(address, 'ipv6') || forbiddenInsideGlobalV6.check(address, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
const isLoopback = (address: string) => {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

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

/**
 * An HTTP agent whose every connection re-checks the address it is about to reach: a host name's
 * resolved addresses (so DNS cannot be switched to an internal one after registration), and an
 * address literal, which undici connects to without any lookup.
 */
export function createGuardedAgent(policy: UrlPolicy): Agent {
  const connectTo = buildConnector({
    timeout: 15_000,
    lookup(hostname, _options, callback) {
      lookup(hostname, { all: true, verbatim: true })
        .then((results) => {
          const safe = results.find((r) => allowed(r.address, policy));
          if (!safe || results.some((r) => !allowed(r.address, policy))) {
            return callback(new RefusedAddressError(), '', 0);
          }
          callback(null, safe.address, safe.family);
        })
        .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
    },
  });
  return new Agent({
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !allowed(host, policy)) return callback(new RefusedAddressError(), null);
      return connectTo(options, callback);
    },
  });
}

/** A connection the policy refused (the message is for our logs; customers see a generic one). */
export class RefusedAddressError extends Error {
  constructor() {
    super('Refused to connect to an internal address');
    this.name = 'RefusedAddressError';
  }
}
