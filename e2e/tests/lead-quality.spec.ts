import { expect, test } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { screenshotsAtBothWidths } from './accounts-helpers';

interface StateRow {
  state: string;
  state_name: string;
  leads_published: number;
  enough_leads: boolean;
}

/** Issue 22.5: lead quality in the open, from the prerendered pages and the public API. */
test.describe('lead quality by state', () => {
  test('the index lists every state with the API figures, and opens a state page', async ({
    page,
    request,
  }, testInfo) => {
    const states = (await (await request.get('/api/v1/lead-quality/get-lead-quality')).json()).result
      .states as StateRow[];
    expect(states).toHaveLength(51);

    await page.goto('/lead-quality');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How our leads did, state by state');
    const table = page.getByRole('table', { name: 'Lead quality by state, last 90 days' });
    await expect(table.getByRole('row')).toHaveCount(52);
    const texas = states.find((row) => row.state === 'TX')!;
    await expect(table.getByRole('row', { name: /^Texas/ })).toContainText(String(texas.leads_published));
    const few = states.find((row) => !row.enough_leads);
    if (few) {
      await expect(table.getByRole('row', { name: new RegExp(`^${few.state_name}`) })).toContainText(
        'Fewer than 20 leads in 90 days',
      );
    }
    await screenshotsAtBothWidths(page, testInfo, 'lead-quality-index');

    await table.getByRole('link', { name: 'Texas' }).click();
    await expect(page).toHaveURL(/\/lead-quality\/tx$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead quality in Texas');
    await expect(page.getByText(String(texas.leads_published), { exact: true })).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'lead-quality-texas');
  });

  test('a state page does not move when its figures arrive, with enough leads or too few', async ({
    page,
    request,
  }, testInfo) => {
    const states = (await (await request.get('/api/v1/lead-quality/get-lead-quality')).json()).result
      .states as StateRow[];
    const few = states.find((row) => !row.enough_leads)!;
    const shiftsOf = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 100);
          }),
      );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/lead-quality/tx');
    await expect(page.getByRole('definition').first()).not.toHaveText('…');
    expect(await shiftsOf()).toBe(0);

    await page.goto(`/lead-quality/${few.state.toLowerCase()}`);
    await expect(
      page.getByText(
        `Too few leads in ${few.state_name} to report yet: ${few.leads_published} of the 20 needed in 90 days.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText(String(few.leads_published));
    await expect(page.getByText('not reported')).toHaveCount(3);
    expect(await shiftsOf()).toBe(0);
    await screenshotsAtBothWidths(page, testInfo, 'lead-quality-too-few');
  });

  test('a code that is no state is a 404 page, and the footer links the index', async ({ page }) => {
    const response = await page.goto('/lead-quality/zz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Lead quality by state' }).click();
    await expect(page).toHaveURL(/\/lead-quality$/);
  });

  test('the team sees the same figures by source in the console', async ({ page, baseURL }, testInfo) => {
    const login = await page.request.post('/api/v1/auth/login', {
      data: { email: DEMO.adminEmail, password: DEMO.adminPassword },
      headers: { origin: baseURL ?? '' },
    });
    expect(login.status()).toBe(200);
    const sources = (await (await page.request.get('/api/v1/admin/get-lead-quality')).json()).result
      .sources as {
      source: string;
      leads_published: number;
    }[];
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Operations' })
      .getByRole('link', { name: 'Lead quality' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lead quality' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Lead quality by source, last 90 days' });
    await expect(table.getByRole('row')).toHaveCount(1 + sources.length);
    for (const row of sources)
      await expect(table.getByRole('row', { name: new RegExp(`^${row.source}`, 'i') })).toContainText(
        row.leads_published.toLocaleString('en-US'),
      );
    await screenshotsAtBothWidths(page, testInfo, 'lead-quality-console');
  });
});
