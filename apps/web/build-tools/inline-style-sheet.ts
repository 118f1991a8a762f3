/**
 * Issue 24.1: a prerendered page of the customer area carries its style sheet in its HTML, so its
 * first paint waits for no other request. With the sheet linked, the page painted once the sheet
 * had come, a round trip after the HTML and, over HTTP/2 (production, deploy/Caddyfile), sharing
 * the connection with the page's 56-67 modules: first paint 1.28-1.82 s against 0.40-0.64 s with
 * it inline, at Chrome's slow 4G and 4× CPU (docs/performance.md, 2026-12-03). The sheet then
 * comes with each fresh load of a customer-area page (15 kB compressed) instead of from the cache;
 * moving between pages happens in the app and loads no document.
 *
 * The link stays in the head, `disabled`, which the browser neither fetches nor applies: React
 * hydrates the whole document, the root's `<Links />` included, and a link missing from the HTML
 * is a hydration error (React #418, seen); the `<style>` before it is an element React leaves
 * alone. The app's documents are sent with a fresh nonce, which the API also gives this `<style>`
 * (apps/api/src/http/web-documents.ts), so the CSP still allows no inline style without one.
 */
const STYLE_SHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

const TAG_IN_CSS = /<\/?(?:style|script|link)\b/i;

/** Reads a file of the build by its address (/assets/…). */
export type ReadAsset = (href: string) => string;

export function withStyleSheetsInline(html: string, read: ReadAsset): string {
  let found = 0;
  const result = html.replace(STYLE_SHEET_LINK, (link, href: string) => {
    found += 1;
    const css = read(href).trim();
    // `</style` would end the element early, and the API finds the elements to nonce by their tags
    // (Tailwind's `syntax: "<color>"` is neither).
    const tag = TAG_IN_CSS.exec(css)?.[0];
    if (tag) throw new Error(`${href} contains "${tag}", which cannot be inlined in a <style> element`);
    return `<style>${css}</style>${link.replace('/>', ' disabled=""/>')}`;
  });
  if (found === 0) throw new Error('A prerendered page of the customer area without its style sheet link');
  return result;
}
