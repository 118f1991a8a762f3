import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  contentSecurityPolicy,
  isThirdParty,
  needsNonce,
  type CspExtraSources,
  type ThirdParty,
} from './content-security-policy.js';

/** Written by the web build beside the pages: the third parties each document loads (decision 019). */
export const CSP_PAGES_FILE = 'csp-pages.json';
/** The customer and admin areas' document: React Router's SPA fallback. */
export const SPA_SHELL_FILE = '__spa-fallback.html';

export type Encoding = 'br' | 'gzip';

/** One response's worth of a document: its bytes, how they are encoded, and its headers. */
export interface DocumentResponse {
  body: string | Buffer;
  encoding: Encoding | null;
  csp: string;
  cacheControl: string;
}

export interface HtmlDocument {
  /** 'hashed': the same bytes and policy every time; 'nonced': a fresh nonce in both each time. */
  kind: 'hashed' | 'nonced';
  /**
   * `edit`: this response's own change to the HTML, given the response's nonce (a nonced document
   * only: the others are sent as built).
   */
  respond(accepted: ReadonlySet<string>, edit?: (html: string, nonce: string) => string): DocumentResponse;
}

/**
 * Reads csp-pages.json. A build without it predates per-page policies: its app would load
 * third parties that no policy allows, so the API refuses to serve it rather than break quietly.
 */
export function readCspPages(webDist: string): Map<string, ThirdParty[]> {
  const file = path.join(webDist, CSP_PAGES_FILE);
  if (!existsSync(file))
    throw new Error(`The web build in ${webDist} has no ${CSP_PAGES_FILE}: rebuild it with "npm run build".`);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${CSP_PAGES_FILE} must map each document to the third parties it loads`);
  const pages = new Map<string, ThirdParty[]>();
  for (const [document, names] of Object.entries(parsed)) {
    const unknown = Array.isArray(names) ? names.filter((name) => !isThirdParty(name)) : [names];
    if (unknown.length > 0)
      throw new Error(
        `${CSP_PAGES_FILE}: ${document} names ${JSON.stringify(unknown)}, which the API has no policy for`,
      );
    pages.set(document, names as ThirdParty[]);
  }
  return pages;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
/** A data block, not a script: never run, so neither hashed nor nonced. */
const DATA_BLOCK = /\btype="application\/ld\+json"/;
const SCRIPT_OR_LINK = /<(script|link|style)\b([^>]*)>/g;
/** Links that fetch a script (module preloads) or a style sheet a third party may take the nonce from. */
const LINK_TAKING_NONCE = /\brel="(?:modulepreload|stylesheet)"/;

function hashedDocument(
  file: string,
  body: string,
  thirdParties: ThirdParty[],
  extra: CspExtraSources | undefined,
) {
  const sibling = (ext: string) => (existsSync(`${file}${ext}`) ? readFileSync(`${file}${ext}`) : null);
  const br = sibling('.br');
  const gzip = sibling('.gz');
  const scriptHashes = [...body.matchAll(INLINE_SCRIPT)]
    .filter((match) => !DATA_BLOCK.test(match[1] ?? ''))
    .map((match) => `'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
  const csp = contentSecurityPolicy({ thirdParties, scriptHashes, extra });
  // The same bytes for everyone: shared caches may keep it, and the build's copies are sent as they are.
  const cacheControl = 'no-cache';
  return {
    kind: 'hashed',
    respond(accepted): DocumentResponse {
      if (br && accepted.has('br')) return { body: br, encoding: 'br', csp, cacheControl };
      if (gzip && accepted.has('gzip')) return { body: gzip, encoding: 'gzip', csp, cacheControl };
      return { body, encoding: null, csp, cacheControl };
    },
  } satisfies HtmlDocument;
}

/**
 * The document cut where each `nonce="…"` goes: on every script, on the links that need one and on
 * every <style> element (a prerendered customer-area page carries its style sheet inline).
 */
function nonceSlots(body: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of body.matchAll(SCRIPT_OR_LINK)) {
    const [, name = '', attributes = ''] = match;
    const takesNonce =
      name === 'script'
        ? !DATA_BLOCK.test(attributes)
        : name === 'style' || LINK_TAKING_NONCE.test(attributes);
    if (!takesNonce) continue;
    const at = match.index + 1 + name.length;
    pieces.push(body.slice(from, at));
    from = at;
  }
  pieces.push(body.slice(from));
  return pieces;
}

/** Small documents (the shell is 2 kB, the marketplace 22 kB): a quick level costs well under a millisecond. */
function compress(
  body: string,
  accepted: ReadonlySet<string>,
): { body: string | Buffer; encoding: Encoding | null } {
  if (accepted.has('br'))
    return {
      body: brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      }),
      encoding: 'br',
    };
  if (accepted.has('gzip')) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body, encoding: null };
}

function noncedDocument(body: string, thirdParties: ThirdParty[], extra: CspExtraSources | undefined) {
  const pieces = nonceSlots(body);
  return {
    kind: 'nonced',
    respond(accepted, edit): DocumentResponse {
      // 128 bits, new for every response, so a nonce seen once is worth nothing afterwards.
      const nonce = randomBytes(16).toString('base64');
      const joined = pieces.join(` nonce="${nonce}"`);
      const html = edit ? edit(joined, nonce) : joined;
      return {
        ...compress(html, accepted),
        csp: contentSecurityPolicy({ thirdParties, nonce, extra }),
        // One reader's nonce must never be served to another by a shared cache.
        cacheControl: 'private, no-cache',
      };
    },
  } satisfies HtmlDocument;
}

/**
 * A document of the web build and how it is sent (decision 019): the app's documents (its shell
 * and the customer area's prerendered pages), and any page whose third party needs a nonce, get a
 * fresh one per response; every other page keeps its precompressed bytes and a policy that
 * allows its inline scripts by hash.
 */
export function loadDocument(
  webDist: string,
  document: string,
  thirdParties: ThirdParty[],
  extra: CspExtraSources | undefined,
  { headLinks = '', isApp = document === SPA_SHELL_FILE }: { headLinks?: string; isApp?: boolean } = {},
): HtmlDocument {
  const file = path.join(webDist, document);
  const read = readFileSync(file, 'utf8');
  // Links added to the head (the shell's preloads, spa-preloads.ts) take a nonce like the build's own.
  const body = headLinks ? read.replace('</head>', `${headLinks}</head>`) : read;
  // A page with links of its own is not the build's precompressed copy: it is compressed as sent.
  return isApp || headLinks || needsNonce(thirdParties)
    ? noncedDocument(body, thirdParties, extra)
    : hashedDocument(file, body, thirdParties, extra);
}
