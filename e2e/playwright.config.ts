import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the whole product: the API serving the built web app on one port, on a
 * fresh in-memory database seeded with fixed demo credentials. Debian's Chromium, never a download.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const DEMO = {
  email: 'demo@sellersignal.io',
  password: 'e2e-demo-password',
  adminEmail: 'admin@sellersignal.io',
  adminPassword: 'e2e-admin-password',
  apiKey: 'sk_E2eDemo1_' + 'k'.repeat(43),
};

/** Lets the browser tests play Stripe's signed dispute and refund events against the real webhook route. */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_money_rules';

/**
 * The offline Sheets adapter's stand-in for members' Google Sheets (OFFLINE_SHEETS_FILE): a browser
 * test "types" the verification code into a sheet by writing it here. One file per port, so runs
 * side by side do not share it.
 */
export const E2E_OFFLINE_SHEETS_FILE = path.join(tmpdir(), `sellersignal-e2e-sheets-${port}.json`);

/**
 * Every mail the API sends goes over SMTP to a real SMTP server the run starts (global-setup.ts),
 * which writes each received message here for the tests to read (tests/mail-helpers.ts).
 */
export const E2E_SMTP_PORT = port + 20_000;
export const E2E_MAIL_DIR = path.join(tmpdir(), `sellersignal-e2e-mail-${port}`);

/**
 * Debian's old headless shell when it is installed (`.ci/run` installs it): the same Blink without
 * the full browser's UI process, about half the CPU per test of `chromium --headless` (measured on
 * 43 tests: 38 s of CPU against 75 s, issue 16.6). Lighthouse keeps the full browser (bench/).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // The longest journeys take about 30 s on a quiet machine (several pages, mails, a PDF).
  timeout: 60_000,
  // CI's machine has been 2 to 3 times slower than a quiet one on some days (docs/performance.md,
  // "Test suite time"): a page that shows in 4 s here can take 12 there. Only a failing check waits
  // the whole time, so the longer wait in CI costs a passing run nothing.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded on the retry of a failed test only: recording every test cost a fifth of the run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // Issue 9's hostile-input checks: run by `npm run test:reliability`, not by `npm test`.
    {
      name: 'reliability',
      testDir: './reliability',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'npm run start -w @app/api',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      // The browser tests run on a fresh embedded database even when CI points DATABASE_URL at PostgreSQL.
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      SEED_DEMO_PASSWORD: DEMO.password,
      SEED_ADMIN_PASSWORD: DEMO.adminPassword,
      SEED_DEMO_API_KEY: DEMO.apiKey,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Every test logs in from 127.0.0.1; the limits themselves are proven by the API tests.
      RATE_LIMIT_MULTIPLIER: '100',
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      OFFLINE_SHEETS_FILE: E2E_OFFLINE_SHEETS_FILE,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'SellerSignal <hello@sellersignal.test>',
      COMPANY_NAME: 'SellerSignal LLC',
      COMPANY_ADDRESS: '100 Congress Ave, Suite 2000; Austin, TX 78701',
    },
  },
});
