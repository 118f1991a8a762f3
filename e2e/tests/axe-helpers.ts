import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: contrast, labelled controls, landmarks, names of links and buttons... */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Checks the page as it is now with axe, and fails with every violation spelled out (rule, impact,
 * the elements and what is wrong with each).
 *
 * In axe's "legacy mode": the page is checked in place, where the default mode also opens a blank
 * page, loads axe into it a second time and assembles the results there. That second page is for
 * cross-origin frames, which no page checked here has (asserted first, so a page that gains one,
 * such as Stripe's card field, is checked the default way instead); measured on /, /landing-page,
 * /faq, /marketplace and /lead-quality, one worker: 1.0-2.4 s a check instead of 1.5-4.2 s, and
 * the accessibility spec is a quarter of the browser tests' time (issue 16.6).
 */
export async function expectNoAxeViolations(page: Page) {
  const crossOriginFrames = page
    .frames()
    .filter(
      (frame) =>
        frame !== page.mainFrame() && new URL(frame.url(), page.url()).origin !== new URL(page.url()).origin,
    );
  const { violations } = await new AxeBuilder({ page })
    // Every rule still runs on every element; only the passes and the undecided are not each
    // described (a selector computed per element): a tenth off each check on five public pages.
    // Before withTags: options() replaces every option set so far, the tags included.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(crossOriginFrames.length === 0)
    .analyze();
  const readable = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(readable, readable.join('\n')).toEqual([]);
}
