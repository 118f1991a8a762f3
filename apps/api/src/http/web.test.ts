import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebBuild } from '../../test/web-build.js';

/** A web build as apps/web writes it: prerendered pages and assets with their .br/.gz copies. */
function writeBuild(dir: string) {
  const files: Record<string, string> = {
    'index.html': `<!DOCTYPE html><html><body><h1>Home</h1><script>window.x=1</script>${' '.repeat(600)}</body></html>`,
    'faq/index.html': '<!DOCTYPE html><html><body><h1>FAQ</h1></body></html>',
    '__spa-fallback.html': '<!DOCTYPE html><html><body><p>Loading...</p></body></html>',
    'assets/app-1a2b.js': `export const app = "${'a'.repeat(2000)}";`,
    'csp-pages.json': '{}',
    'robots.txt':
      'User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: https://sellersignal.io/sitemap.xml\n',
    'sitemap.xml':
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n',
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  for (const name of ['index.html', 'assets/app-1a2b.js', 'sitemap.xml']) {
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(files[name]!));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(files[name]!));
  }
  return files;
}

describe('serving the web build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  const files = writeBuild(dir);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await serveWebBuild(Fastify(), dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /robots.txt and /sitemap.xml with their content types', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(files['robots.txt']);

    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toBe(files['sitemap.xml']);
  });

  it('sends the brotli copy of an asset when the browser accepts it, gzip otherwise, plain bytes to anyone else', async () => {
    const url = '/assets/app-1a2b.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files['assets/app-1a2b.js']);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files['assets/app-1a2b.js']);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/app-1a2b.js']);
  });

  it('sends prerendered pages compressed too, with the CSP that allows their inline scripts', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files['index.html']);

    const refused = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refused.rawPayload).toString()).toBe(files['index.html']);

    // A page without compressed copies is sent as it is.
    const faq = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'br, gzip' } });
    expect(faq.headers['content-encoding']).toBeUndefined();
    expect(faq.body).toBe(files['faq/index.html']);
  });

  it('gives static files a short, strict CSP instead of the page policy', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
