import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { signIn } from './accounts-helpers';

interface SeenRequest {
  url: string;
  /** The document or script whose running asked for it (CDP's initiator). */
  initiator: string | null;
}

/**
 * Every request of a fresh load with what started it, as Chrome's network panel draws request
 * chains: a request's depth is its initiator's depth plus one; the document is depth 1.
 */
async function loadAndTrace(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, SeenRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    let initiator = event.initiator.url ?? null;
    for (let stack = event.initiator.stack; stack && !initiator; stack = stack.parent)
      initiator = stack.callFrames[0]?.url ?? null;
    requests.set(event.requestId, { url: event.request.url, initiator });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const byUrl = new Map([...requests.values()].map((request) => [request.url, request]));
  const depthOf = (request: SeenRequest, seen = new Set<string>()): number => {
    const parent = request.initiator ? byUrl.get(request.initiator) : undefined;
    if (!parent || seen.has(request.url)) return 1;
    seen.add(request.url);
    return depthOf(parent, seen) + 1;
  };
  return [...requests.values()]
    .filter((request) => !request.url.endsWith('/favicon.svg'))
    .map((request) => ({ path: new URL(request.url).pathname, depth: depthOf(request) }));
}

/**
 * Records every use of what loads the browser's locale data (an Intl formatter, toLocaleString,
 * localeCompare), from the page's first script on: the customer area renders without them
 * (lib/format-*, issue 24.1), as their first use costs a phone 60-90 ms of main thread.
 */
async function watchLocaleData(page: Page) {
  await page.addInitScript(() => {
    const uses: string[] = [];
    (window as unknown as { localeDataUses: string[] }).localeDataUses = uses;
    const where = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
    const intl = Intl as unknown as Record<string, object>;
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'Collator',
      'ListFormat',
    ]) {
      intl[name] = new Proxy(intl[name]!, {
        construct: (target, args) => (
          uses.push(`Intl.${name} ${where()}`),
          Reflect.construct(target as never, args)
        ),
        apply: (target, self, args) => (
          uses.push(`Intl.${name} ${where()}`),
          Reflect.apply(target as never, self, args)
        ),
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [prototype, method] of methods) {
      const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
      (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        uses.push(`${method} ${where()}`);
        return original.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { localeDataUses: string[] }).localeDataUses);
}

/** The customer-area pages issue 24.1 holds to the public marketplace's speed. */
const CUSTOMER_AREA_PAGES = [
  '/dashboard',
  '/dashboard/marketplace',
  '/purchased-leads/get-purchased-premium-leads',
];

/**
 * Issue 24.1: a signed-in fresh load of the customer area is at most three requests deep — the
 * document; the page's code and the session side by side; then the page's data.
 */
test.describe('the customer area loads in three steps', () => {
  for (const path of [
    '/dashboard',
    '/dashboard/marketplace',
    '/dashboard/marketplace?state=TX',
    '/purchased-leads/get-purchased-premium-leads',
  ]) {
    test(`signed in, ${path}`, async ({ page, baseURL }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      // React reports a hydration that did not match the HTML (its style sheet inline, its link
      // kept for the head's hydration: build-tools/inline-style-sheet.ts) as an uncaught error.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await signIn(page, baseURL!, DEMO);

      // A busy machine (CI runs the unit tests beside these): the page's code runs seconds after
      // the load event, and a preload must be taken by then all the same.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      const localeDataUses = await watchLocaleData(page);
      const requests = await loadAndTrace(page, path);
      await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });

      const deeper = requests.filter((request) => request.depth > 3);
      expect(deeper, JSON.stringify(deeper)).toEqual([]);
      // The session is asked for once, by the document, beside the code: the app used the preload.
      const sessions = requests.filter((request) => request.path === '/api/v1/auth/me');
      expect(sessions).toEqual([{ path: '/api/v1/auth/me', depth: 2 }]);
      expect(requests.filter((request) => request.path === '/api/v1/leads/get-dashboard-data')).toEqual([
        { path: '/api/v1/leads/get-dashboard-data', depth: 2 },
      ]);
      // The marketplace's leads: asked for by the document when its URL holds no search; with one,
      // by the page once it has read the search from the URL (nothing of the first page preloaded,
      // which the check of unused preloads below holds too).
      const leadsPath = '/api/v1/leads/get-marketplace-leads-unauthorized';
      if (path.startsWith('/dashboard/marketplace'))
        expect(requests.filter((request) => request.path === leadsPath && request.depth === 2)).toEqual(
          path.includes('?') ? [] : [{ path: leadsPath, depth: 2 }],
        );
      // The dashboard's largest element, its follow-ups due, comes painted in the document with the
      // answer it was painted from (apps/api/src/http/first-screens.ts): nobody asks for it again.
      if (path === '/dashboard')
        expect(requests.filter((request) => request.path === '/api/v1/pipeline/get-pipeline-leads')).toEqual(
          [],
        );
      // Chrome warns about a preload left unused; none may be.
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      expect(await localeDataUses()).toEqual([]);
      expect(pageErrors).toEqual([]);
      // Painted from the HTML alone: no style sheet is fetched before the first paint.
      expect(requests.filter((request) => request.path.endsWith('.css'))).toEqual([]);
      // Every module the page's script names is asked for once it has painted, a few at a time
      // (build-tools/deferred-hydration.ts): none is left out of the groups.
      const { named, preloaded } = await page.evaluate(() => {
        const script = Array.from(document.querySelectorAll('script[type="module"]'))
          .map((element) => element.textContent ?? '')
          .find((text) => text.includes('const preloads = '));
        const list = /const preloads = (\[[^\]]*\]);/.exec(script ?? '')?.[1] ?? '[]';
        return {
          named: JSON.parse(list) as string[],
          preloaded: Array.from(
            document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
          ).map((link) => new URL(link.href).pathname),
        };
      });
      expect(named.length).toBeGreaterThan(8);
      expect(named.filter((href) => !preloaded.includes(href))).toEqual([]);
    });
  }

  // Issue 24.1: on a phone only the cards on or near the screen are laid out (app.css,
  // .laid-out-near-screen); on a desktop every card is, as before.
  for (const path of ['/dashboard/marketplace', '/purchased-leads/get-purchased-premium-leads'])
    test(`the lead cards of ${path} are laid out as they near a phone's screen, at once on a desktop`, async ({
      page,
      baseURL,
    }) => {
      await signIn(page, baseURL!, DEMO);
      for (const [width, expected] of [
        [390, 'auto'],
        [1440, 'visible'],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const cards = page.locator('main li.laid-out-near-screen');
        await expect(cards.first()).toBeVisible();
        expect(await cards.first().evaluate((card) => getComputedStyle(card).contentVisibility)).toBe(
          expected,
        );
        // A card on the screen is drawn whole, with its own height (not the estimate's).
        const height = (await cards.first().boundingBox())!.height;
        expect(height, `${width} px`).toBeGreaterThan(200);
        await expect(cards.first().getByRole('heading').first()).toBeVisible();
      }
    });

  // Issue 24.1: what the prerendered page keeps room for is what comes (the member's credits and
  // wallet above the marketplace wrapped to two lines on a phone, in space kept for one: a shift
  // of 0.019 in every Lighthouse run). Measured from the first paint until the page is ready.
  for (const path of CUSTOMER_AREA_PAGES)
    test(`${path} loads without a layout shift, on a phone and on a desktop`, async ({ page, baseURL }) => {
      await signIn(page, baseURL!, DEMO);
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node | null }[];
          })[])
            shifts.push(
              `${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 80)).join(' | ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The phone's window is tall enough to hold the page down to its first cards: a shift counts
      // only where it shows.
      for (const [width, height] of [
        [390, 2000],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"], fieldset:disabled')).toHaveCount(0);
        expect(
          await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts),
          `${width} px`,
        ).toEqual([]);
      }
    });

  /**
   * With no script at all (what shows is what the HTML and its style sheet paint), at a desktop's
   * and a phone's width: the one logo shown is where the loaded frame puts it, in the sidebar on a
   * desktop and in the top bar on a phone; `check` then looks at the rest of the page.
   */
  async function beforeAnyCode(
    page: Page,
    testInfo: TestInfo,
    {
      path,
      logo,
      screenshot,
      check,
    }: {
      path: string;
      logo: (page: Page) => Locator;
      screenshot: string;
      check: (page: Page) => Promise<void>;
    },
  ) {
    await page.route('**/*.js', (route) => route.abort());
    for (const [width, bar] of [
      [1440, 'sidebar'],
      [390, 'phone bar'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await check(page);
      const shown = logo(page).filter({ visible: true });
      await expect(shown, bar).toHaveCount(1);
      const box = await shown.boundingBox();
      expect(box!.y, bar).toBeLessThan(60);
      expect(box!.x, bar).toBeLessThan(width === 1440 ? 256 : 200);
      await page.screenshot({ path: testInfo.outputPath(`${screenshot}-${width}.png`) });
    }
  }

  test("a page's first screen is in its HTML: the frame, the title and the page, before any code runs", async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!, DEMO);
    await beforeAnyCode(page, testInfo, {
      path: '/dashboard/marketplace',
      logo: (p) => p.getByRole('link', { name: 'SellerSignal dashboard' }),
      screenshot: 'prerendered-page',
      check: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
        await expect(p.getByText('Premium leads cost one credit and go to at most 3 buyers')).toBeVisible();
        // Nothing that needs the code can be used before it runs: no click lost, no field typed in vain.
        await expect(p.getByRole('button', { name: 'Show leads' })).toBeDisabled();
        await expect(p.getByLabel('City')).toBeDisabled();
      },
    });
  });

  test("the dashboard's follow-ups due come painted with the member's data, before any code runs", async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!, DEMO);
    await beforeAnyCode(page, testInfo, {
      path: '/dashboard',
      logo: (p) => p.getByRole('link', { name: 'SellerSignal dashboard' }),
      screenshot: 'painted-dashboard',
      check: async (p) => {
        const followUps = p.getByRole('region', { name: "Today's follow-ups" });
        await expect(followUps.getByRole('status')).toHaveCount(0);
        await expect(
          followUps.getByText(/^Nothing due today\./).or(followUps.getByRole('listitem').first()),
        ).toBeVisible();
        // The rest of the page is the member's too, written in the reader's own time zone: the code paints it.
        await expect(p.getByRole('status').filter({ hasText: 'Loading your dashboard' })).toBeVisible();
      },
    });
  });

  test('a page the build does not prerender shows the frame from the shell, before any code runs', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!, DEMO);
    await beforeAnyCode(page, testInfo, {
      path: '/billing',
      logo: (p) => p.getByRole('status').getByText('SellerSignal', { exact: true }),
      screenshot: 'shell-frame',
      check: (p) => expect(p.getByRole('status')).toHaveAttribute('aria-busy', 'true'),
    });
  });

  test('once its code runs, a prerendered page works: its fields and buttons are enabled', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!, DEMO);
    await page.goto('/dashboard/marketplace');
    await expect(page.getByRole('button', { name: 'Show leads' })).toBeEnabled();
    await page.getByLabel('City').fill('Houston');
    await page.getByRole('button', { name: 'Show leads' }).click();
    await expect(page).toHaveURL(/city=Houston/);
  });

  // The list reads the answer deferred (issue 24.1): a refused search still ends the loading state.
  test("the member marketplace shows the server's message for a bad filter, and loads nothing more", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL!, DEMO);
    await page.goto('/dashboard/marketplace');
    await expect(page.locator('main li').first()).toBeVisible();
    await page.getByLabel('ZIP codes').fill('123');
    await page.getByRole('button', { name: 'Show leads' }).click();
    const list = page.locator('[aria-busy]').filter({ has: page.getByRole('alert') });
    await expect(list.getByRole('alert')).toHaveText('zip must be five digits');
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByText('Loading leads…')).toHaveCount(0);
  });

  test('a session that has ended: the prerendered page sends its holder to sign in, as the shell did', async ({
    page,
    baseURL,
  }) => {
    // A cookie the server no longer knows, with the readable marker beside it: the page is sent, and
    // the first answer the API refuses signs the browser out.
    await page.context().addCookies([
      { name: 'sid', value: 'ended-session', url: baseURL! },
      { name: 'signed_in', value: '1', url: baseURL! },
    ]);
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/login\?next=%2Fwallet$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('a visitor sent to the login page is not given the member data', async ({ page }) => {
    const requests = await loadAndTrace(page, '/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
    expect(requests.some((request) => request.path === '/api/v1/leads/get-dashboard-data')).toBe(false);
  });
});
