import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedAgent, isForbiddenAddress } from './safe-url.js';

/** Issue 15.10: every way of writing an internal address is refused, however it is spelt. */
describe('isForbiddenAddress', () => {
  it.each([
    ['IPv4-mapped loopback, as URLs normalise [::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:a00:1'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible private', '::10.0.0.1'],
    ['NAT64 loopback', '64:ff9b::7f00:1'],
    ['NAT64 metadata', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64', '64:ff9b:1::a00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of a private address', '2002:a00:1::'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['documentation', '2001:db8::1'],
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['unique local', 'fc00::1'],
    ['link-local', 'fe80::1'],
    ['multicast', 'ff02::1'],
    ['discard-only', '100::1'],
    ['cloud metadata', '169.254.169.254'],
    ['this network', '0.0.0.0'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['benchmarking', '198.18.0.1'],
    ['broadcast', '255.255.255.255'],
    ['not an address at all', 'localhost'],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => expect(isForbiddenAddress(address)).toBe(false),
  );
});

describe('the guarded agent', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      hits += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses an internal address written as a literal at connection time (undici does no lookup for it)', async () => {
    const agent = createGuardedAgent({ allowLoopback: false });
    for (const url of [`http://127.0.0.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      await expect(fetch(url, { dispatcher: agent }), url).rejects.toThrow();
    }
    expect(hits).toBe(0);
    await agent.close();
  });

  it('reaches a loopback receiver only when the policy allows it (tests)', async () => {
    const agent = createGuardedAgent({ allowLoopback: true });
    const response = await fetch(`http://127.0.0.1:${port}/`, { dispatcher: agent });
    expect(await response.text()).toBe('ok');
    expect(hits).toBe(1);
    await agent.close();
  });
});
