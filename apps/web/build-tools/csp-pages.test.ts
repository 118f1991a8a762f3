import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  THIRD_PARTIES as API_THIRD_PARTIES,
  THIRD_PARTY_POLICIES,
} from '../../api/src/http/content-security-policy';
import { mapsScriptUrl } from '../app/features/maps/maps-status';
import { META_PIXEL_SCRIPT_SRC } from '../app/lib/meta-pixel';
import { STRIPE_JS_SRC } from '../app/lib/stripe-js';
import {
  SPA_SHELL_FILE,
  THIRD_PARTIES,
  configuredThirdParties,
  inlineStylesIn,
  thirdPartiesByDocument,
} from './csp-pages';
import { sonnerStylesheet } from './sonner-stylesheet';

const page = (islands: string[]) =>
  `<html><body>${islands.map((name) => `<div class="contents" data-island="${name}" data-when="load"></div>`).join('')}</body></html>`;

describe('csp-pages.json (decision 019)', () => {
  it('names the third parties the API has policies for, and those allow what the loaders add', () => {
    expect(Object.keys(THIRD_PARTIES).sort()).toEqual([...API_THIRD_PARTIES].sort());
    // A page without a nonce allows the pixel by its script paths (fbevents.js, then /signals/…).
    const pixel = THIRD_PARTY_POLICIES['meta-pixel'];
    expect(pixel.needsNonce).toBe(false);
    expect(pixel.sources.script).toContain(META_PIXEL_SCRIPT_SRC);
    expect(pixel.sources.script).toContain(`${new URL(META_PIXEL_SCRIPT_SRC).origin}/signals/`);
    // Stripe.js is only ever in the app, trusted through its nonced scripts; its host is listed for the rest.
    expect(THIRD_PARTY_POLICIES.stripe.sources.script).toContain(new URL(STRIPE_JS_SRC).origin);
    expect(THIRD_PARTIES.stripe.islands).toEqual([]);
    // The maps API adds <style> elements: only a nonce allows them, so its pages are nonced.
    expect(THIRD_PARTY_POLICIES['google-maps'].needsNonce).toBe(true);
    expect(THIRD_PARTY_POLICIES['google-maps'].sources.connect).toContain(
      `https://*.${new URL(mapsScriptUrl('key')).hostname.split('.').slice(1).join('.')}`,
    );
  });

  it('takes a third party as configured only when its key has a value', () => {
    expect(configuredThirdParties({})).toEqual([]);
    expect(
      configuredThirdParties({
        VITE_META_PIXEL_ID: '1234',
        VITE_GOOGLE_MAPS_API_KEY: '  ',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    ).toEqual(['meta-pixel', 'stripe']);
  });

  it("gives a page the configured third parties of its islands, and the app's documents all of them", () => {
    const documents = [
      { file: 'index.html', html: page(['page-effects', 'site-header', 'contact-form']) },
      { file: 'marketplace/index.html', html: page(['page-effects', 'marketplace-browser']) },
      { file: 'faq/index.html', html: page(['faq-accordion']) },
      { file: SPA_SHELL_FILE, html: '<html><body><p>Loading...</p></body></html>', isApp: true },
      // A customer-area page runs the whole app, islands or not (issue 24.1).
      { file: 'wallet/index.html', html: page(['page-effects']), isApp: true },
    ];
    expect(thirdPartiesByDocument(documents, ['meta-pixel', 'google-maps', 'stripe'])).toEqual({
      'index.html': ['meta-pixel'],
      'marketplace/index.html': ['meta-pixel', 'google-maps'],
      'faq/index.html': [],
      [SPA_SHELL_FILE]: ['meta-pixel', 'google-maps', 'stripe'],
      'wallet/index.html': ['meta-pixel', 'google-maps', 'stripe'],
    });
    expect(thirdPartiesByDocument(documents, ['stripe'])).toEqual({
      'index.html': [],
      'marketplace/index.html': [],
      'faq/index.html': [],
      [SPA_SHELL_FILE]: ['stripe'],
      'wallet/index.html': ['stripe'],
    });
  });

  it('finds the inline styles the policy would refuse, and nothing that only mentions one', () => {
    expect(
      inlineStylesIn(
        '<div class="a" style="color:red">x</div><style>p{}</style><P STYLE=\'x\'>y</P><img src="a" style/>',
      ),
    ).toEqual(['<div class="a" style="color:red">', '<style>', "<P STYLE='x'>", '<img src="a" style/>']);
    expect(
      inlineStylesIn(
        '<div data-props="{&quot;note&quot;:&quot; style=x&quot;}" title=\'a style="b"\'>style="c"</div><link rel="stylesheet" href="/a.css"/>',
      ),
    ).toEqual([]);
  });

  it('lets an app document keep its <style> elements, which the API nonces, and never a style attribute', () => {
    const html = '<head><style>p{}</style></head><body><p style="color:red">x</p></body>';
    expect(inlineStylesIn(html, { nonced: true })).toEqual(['<p style="color:red">']);
    expect(inlineStylesIn(html)).toEqual(['<style>', '<p style="color:red">']);
  });
});

describe("sonner's style sheet (decision 019)", () => {
  const sonnerEntry = createRequire(import.meta.url)
    .resolve('sonner')
    .replace(/index\.js$/, 'index.mjs');
  const transform = (code: string, id: string) => {
    const plugin = sonnerStylesheet() as Plugin & {
      transform: (code: string, id: string) => TransformResult | null;
    };
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    return { result: plugin.transform.call(context as never, code, id), errors };
  };

  it('imports the package style sheet instead of adding a <style> element when sonner loads', () => {
    const source = readFileSync(sonnerEntry, 'utf8');
    expect(source).toContain('__insertCSS("');
    const { result } = transform(source, sonnerEntry);
    const code = (result as { code: string }).code;
    expect(code).not.toMatch(/^__insertCSS\(/m);
    expect(code).toContain("\nimport './styles.css';\n");
    // The package's style sheet holds the rules sonner would have inserted.
    const styles = readFileSync(path.join(path.dirname(sonnerEntry), 'styles.css'), 'utf8');
    for (const selector of [
      '[data-sonner-toaster]',
      '[data-sonner-toast][data-styled=true]',
      '.sonner-loader',
    ])
      expect(styles.replace(/['"\s]/g, ''), selector).toContain(selector.replace(/\s+/g, ''));
  });

  it('leaves other modules alone, and stops the build if sonner adds its styles another way', () => {
    expect(transform('__insertCSS("a{}");', '/app/features/x.ts').result).toBeNull();
    expect(() => transform('document.head.append(style);', sonnerEntry)).toThrow(
      /sonner no longer adds its styles by one __insertCSS call/,
    );
  });
});
