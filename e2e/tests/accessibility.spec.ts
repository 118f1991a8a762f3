import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../../apps/web/app/config/public-paths';
import { DEMO } from '../playwright.config';
import { expectNoAxeViolations } from './axe-helpers';
import { expectNoCspViolations, watchCsp } from './csp-helpers';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Scrolls through the page so that the sections loaded on approach (pricing, contact form, count-ups)
 * render their real content before it is checked, then returns to the top.
 */
async function revealWholePage(page: Page) {
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += viewport) {
    // Scrolled, then two frames: what came into view has been laid out and painted.
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' });
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((done) => requestAnimationFrame(() => done(null)));
    }, y);
  }
  await page.waitForLoadState('networkidle');
  // Blocks off screen are not laid out (decision 014), so axe could not see their colours: lay out
  // the whole page, as a jump to a #hash does, before checking it.
  await page.evaluate(() => document.documentElement.setAttribute('data-laid-out', ''));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

for (const viewport of WIDTHS) {
  test.describe(`accessibility at ${viewport.width} px (axe, WCAG 2 A/AA)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // One visit per page and width for two checks: accessibility, and its content security policy
    // (decision 019) with every island hydrated, which csp.spec.ts leaves to this visit.
    for (const path of PUBLIC_PATHS) {
      test(`public page ${path}, and nothing refused by its CSP`, async ({ page }) => {
        const csp = await watchCsp(page);
        const response = await page.goto(path);
        expect(response?.headers()['content-security-policy'], path).not.toContain('unsafe-inline');
        await expect(page.locator('h1')).toHaveCount(1);
        await revealWholePage(page);
        await expectNoAxeViolations(page);
        await expectNoCspViolations(page, csp, path);
      });
    }

    test('sign-in page /login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel('Password')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('signed-in customer dashboard', async ({ page, baseURL }) => {
      const response = await page.request.post('/api/v1/auth/login', {
        data: { email: DEMO.email, password: DEMO.password },
        headers: { origin: baseURL ?? '' },
      });
      expect(response.status()).toBe(200);
      await page.goto('/dashboard');
      await expect(page.getByRole('main')).toBeVisible();
      await revealWholePage(page);
      await expectNoAxeViolations(page);
    });

    test('the team page /dashboard/team (issue 22.4)', async ({ page, baseURL }) => {
      const response = await page.request.post('/api/v1/auth/login', {
        data: { email: DEMO.email, password: DEMO.password },
        headers: { origin: baseURL ?? '' },
      });
      expect(response.status()).toBe(200);
      await page.goto('/dashboard/team');
      await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
      await revealWholePage(page);
      await expectNoAxeViolations(page);
    });
  });
}

// The check itself: a page with a paragraph nobody can read fails it, with the rule named.
test('the accessibility check fails on a low-contrast paragraph', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => {
    const paragraph = document.createElement('p');
    paragraph.textContent = 'Barely readable';
    paragraph.style.color = '#eeeeee';
    paragraph.style.background = '#ffffff';
    document.querySelector('main')?.prepend(paragraph);
  });
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: unknown) => error,
  );
  expect(String(failure)).toContain('color-contrast (serious)');
});
