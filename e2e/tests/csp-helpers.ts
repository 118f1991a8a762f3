import { expect, type Page } from '@playwright/test';

/**
 * Decision 019: no document allows 'unsafe-inline' for scripts or styles. A page is watched from
 * before it loads, and the browser must have reported no violation of its policy once its network
 * is quiet: neither a `securitypolicyviolation` event nor a console report of a refusal.
 */
export interface CspWatch {
  console: string[];
}

/** Records every `securitypolicyviolation` and every console report of a refusal. */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const watch: CspWatch = { console: [] };
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame|create)/i.test(message.text()))
      watch.console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return watch;
}

/** Once the page's network is quiet: nothing refused since `watchCsp`, `where` naming the page in a failure. */
export async function expectNoCspViolations(page: Page, watch: CspWatch, where: string) {
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect(violations, `${where}: CSP violations`).toEqual([]);
  expect(watch.console, `${where}: console reports`).toEqual([]);
}
