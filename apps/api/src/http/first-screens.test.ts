import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import { FIRST_SCREEN_ANSWERS_ID } from '@app/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_WAIT_MS, loadFirstScreens } from './first-screens.js';
import { SESSION_COOKIE } from './session.js';
import { serveWebBuild } from '../../test/web-build.js';

const ADDRESS = '/api/v1/pipeline/get-pipeline-leads?follow_up=due&page=1&limit=8';
const LOADING = '<section id="due"><p role="status">Loading</p></section>';
/** The dashboard as the build prerenders it: the region loading, between the frame's parts. */
const DASHBOARD = [
  '<!DOCTYPE html><html><head><style>.a{color:red}</style></head>',
  `<body><nav>Menu</nav><main><h1>Dashboard</h1>${LOADING}<div>Overview loading</div></main>`,
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">await import("/assets/dashboard-1.js");</script>${' '.repeat(600)}</body></html>`,
].join('');

/**
 * A renderer of the shape the web build writes (apps/web/app/first-screens/entry.tsx): it paints
 * the leads' names, escaped as React escapes text, and nothing for an answer it cannot read.
 */
const RENDERER = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const FIRST_SCREENS = {
  '/dashboard': {
    address: ${JSON.stringify(ADDRESS)},
    loading: ${JSON.stringify(LOADING)},
    paint(answer) {
      if (!Array.isArray(answer?.result)) return null;
      return '<section id="due"><ul>' + answer.result.map((lead) => '<li>' + escape(lead.lead_name) + '</li>').join('') + '</ul></section>';
    },
  },
};
`;

/** How the stand-in for the pipeline's route answers, by the session it is asked with. */
const ANSWERS: Record<string, { status: number; body: unknown; delayMs?: number }> = {
  member: { status: 200, body: { message: 'ok', result: [{ lead_name: 'Ann Lee' }] } },
  hostile: {
    status: 200,
    body: { message: 'ok', result: [{ lead_name: '</script><script>alert(1)</script> $& \u2028' }] },
  },
  ended: { status: 401, body: { message: 'Unauthorized' } },
  unreadable: { status: 200, body: { message: 'ok', result: 'not a list' } },
  slow: { status: 200, body: { message: 'ok', result: [] }, delayMs: ANSWER_WAIT_MS + 200 },
};

function writeBuild(root: string) {
  const files: Record<string, string> = {
    'client/dashboard/index.html': DASHBOARD,
    'client/csp-pages.json': JSON.stringify({ 'dashboard/index.html': [] }),
    'first-screens/index.mjs': RENDERER,
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
}

/** The painted page's data block, parsed as the page's code parses it. */
function answersIn(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}" nonce="[^"]+">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe("the dashboard's first screen painted with the member's data (issue 24.1)", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'first-screens-'));
  writeBuild(root);
  let app: FastifyInstance;
  const asked: { session: string | undefined; ip: string }[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    app.get('/api/v1/pipeline/get-pipeline-leads', async (request, reply) => {
      const session = request.cookies[SESSION_COOKIE];
      asked.push({ session, ip: request.ip });
      const answer = ANSWERS[session ?? ''] ?? ANSWERS.ended!;
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      return reply.code(answer.status).send(answer.body);
    });
    await serveWebBuild(app, path.join(root, 'client'));
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const dashboardFor = (session: string, init: { method?: 'GET' | 'HEAD'; encoding?: string } = {}) =>
    app.inject({
      method: init.method ?? 'GET',
      url: '/dashboard',
      remoteAddress: '203.0.113.9',
      headers: { cookie: `${SESSION_COOKIE}=${session}`, 'accept-encoding': init.encoding ?? 'identity' },
    });

  it("paints the region from the API's own answer, asked with the member's session and address", async () => {
    asked.length = 0;
    const response = await dashboardFor('member');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain(
      '<main><h1>Dashboard</h1><section id="due"><ul><li>Ann Lee</li></ul></section>',
    );
    expect(response.body).not.toContain(LOADING);
    // The answer the region was painted from, for the page's code to start with, in the head.
    expect(answersIn(response.body)).toEqual({ [ADDRESS]: ANSWERS.member!.body });
    expect(response.body.indexOf(FIRST_SCREEN_ANSWERS_ID)).toBeLessThan(response.body.indexOf('</head>'));
    // Asked as the browser would have asked it: its session, its address (rate limits, logs).
    expect(asked).toEqual([{ session: 'member', ip: '203.0.113.9' }]);
    // Every script element nonced, the data block with the response's own nonce as the rest.
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    for (const [tag] of response.body.matchAll(/<script\b[^>]*>/g))
      expect(tag).toContain(` nonce="${nonce}"`);
  });

  it('compressed as sent, like any page of the app', async () => {
    const response = await dashboardFor('member', { encoding: 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<li>Ann Lee</li>');
  });

  it('writes an answer no text of which can close its block or run as script', async () => {
    const response = await dashboardFor('hostile');
    const block = response.body.slice(response.body.indexOf(`id="${FIRST_SCREEN_ANSWERS_ID}"`));
    expect(block.slice(0, block.indexOf('</script>'))).not.toMatch(/<(?!\/?script)|<script>alert/);
    expect(response.body).not.toContain('<script>alert(1)');
    // Each response its own member's answer: nothing of the member painted before this one.
    expect(response.body).not.toContain('Ann Lee');
    expect(answersIn(response.body)).toEqual({ [ADDRESS]: ANSWERS.hostile!.body });
    // The region's text is the renderer's, escaped; a `$&` in it is no replacement pattern.
    expect(response.body).toContain(
      '<li>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; \u2028</li>',
    );
  });

  it('sends the page as prerendered when the answer is not a 200, cannot be read, or is late', async () => {
    for (const session of ['ended', 'unreadable', 'slow']) {
      const started = Date.now();
      const response = await dashboardFor(session);
      expect(response.statusCode, session).toBe(200);
      expect(response.body, session).toContain(`<h1>Dashboard</h1>${LOADING}`);
      expect(answersIn(response.body), session).toBeNull();
      if (session === 'slow') expect(Date.now() - started).toBeLessThan(ANSWER_WAIT_MS + 150);
    }
  });

  it('paints nothing for a HEAD request, and sends a visitor without a session to sign in', async () => {
    asked.length = 0;
    const head = await dashboardFor('member', { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(asked).toEqual([]);
    const visitor = await app.inject({ url: '/dashboard' });
    expect(visitor.statusCode).toBe(302);
    expect(asked).toEqual([]);
  });

  it('refuses at start a renderer of another shape, and paints nothing without one', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'first-screens-bad-'));
    try {
      mkdirSync(path.join(other, 'client'));
      expect(await loadFirstScreens(path.join(other, 'client'))).toEqual(new Map());
      mkdirSync(path.join(other, 'first-screens'));
      writeFileSync(
        path.join(other, 'first-screens/index.mjs'),
        "export const FIRST_SCREENS = { '/dashboard': { address: 'https://elsewhere.example/x', loading: '', paint() { return ''; } } };",
      );
      await expect(loadFirstScreens(path.join(other, 'client'))).rejects.toThrow(/not one the API can paint/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
