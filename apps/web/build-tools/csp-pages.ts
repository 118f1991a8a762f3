import type { IslandName } from '../app/components/island';

/**
 * The third parties the web app loads, each only when its key was set at build time, and who
 * loads it (decision 019). The API allows a third party's hosts only on the documents that
 * csp-pages.json names it for (apps/api/src/http/content-security-policy.ts has the hosts).
 */
export const THIRD_PARTIES = {
  // lib/meta-pixel.ts, installed by the page-effects island of every public page.
  'meta-pixel': { setting: 'VITE_META_PIXEL_ID', islands: ['page-effects'] },
  // features/maps/maps-provider.tsx: the public marketplace's map (and the dashboard's, in the app).
  'google-maps': { setting: 'VITE_GOOGLE_MAPS_API_KEY', islands: ['marketplace-browser'] },
  // lib/stripe-js.ts: the card form in Billing and 3-D Secure in the wallet, both in the app only.
  stripe: { setting: 'VITE_STRIPE_PUBLISHABLE_KEY', islands: [] },
} as const satisfies Record<string, { setting: string; islands: readonly IslandName[] }>;

export type ThirdParty = keyof typeof THIRD_PARTIES;

/** What the API reads beside the pages; not served to the public (apps/api/src/http/web.ts). */
export const CSP_PAGES_FILE = 'csp-pages.json';
export const SPA_SHELL_FILE = '__spa-fallback.html';

const ISLAND = /\bdata-island="([^"]+)"/g;

/** Third parties whose key has a value in these build variables (Vite's resolved VITE_* set). */
export function configuredThirdParties(vars: Record<string, unknown>): ThirdParty[] {
  return (Object.keys(THIRD_PARTIES) as ThirdParty[]).filter((name) => {
    const value = vars[THIRD_PARTIES[name].setting];
    return typeof value === 'string' && value.trim() !== '';
  });
}

/** A document of the build; `isApp` for the app's shell and its prerendered customer-area pages. */
export interface AppDocument {
  file: string;
  html: string;
  isApp?: boolean;
}

/**
 * Which configured third parties each document may load. A public page loads those of its
 * islands; a document of the app (its shell, a customer-area page) runs the whole app, which may
 * go on to any page in the same document, so it gets all of them.
 */
export function thirdPartiesByDocument(
  documents: AppDocument[],
  configured: readonly ThirdParty[],
): Record<string, ThirdParty[]> {
  const result: Record<string, ThirdParty[]> = {};
  for (const { file, html, isApp } of documents) {
    if (isApp) {
      result[file] = [...configured];
      continue;
    }
    const islands = new Set([...html.matchAll(ISLAND)].map((match) => match[1]));
    result[file] = configured.filter((name) =>
      (THIRD_PARTIES[name].islands as readonly string[]).some((island) => islands.has(island)),
    );
  }
  return result;
}

const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const STYLE_ATTRIBUTE = /\sstyle(?=[\s=/]|$)/i;

/**
 * What in a document the CSP would refuse to style (decision 019: no 'unsafe-inline' for styles):
 * style attributes, and <style> elements unless the document is `nonced` (the app's documents, to
 * whose <style> elements the API gives the response's nonce). Styles set from script through the
 * CSSOM (React's `style` prop in the browser) are not subject to the CSP; written into the HTML
 * they are.
 */
export function inlineStylesIn(html: string, { nonced = false }: { nonced?: boolean } = {}): string[] {
  const found: string[] = [];
  for (const [tag, name = '', attributes = ''] of html.matchAll(TAG)) {
    const withoutValues = attributes.replace(/"[^"]*"|'[^']*'/g, '""');
    const refusedElement = name.toLowerCase() === 'style' && !nonced;
    if (refusedElement || STYLE_ATTRIBUTE.test(withoutValues)) found.push(tag.slice(0, 120));
  }
  return found;
}
