import type { SeedResult } from './index.js';

/**
 * What the log says about the demo data a start created. In development it shows the credentials
 * once (they are stored nowhere in clear). A production log never holds a password or a key
 * (issue 17): there it names the settings that choose them instead.
 */
export function describeSeededDemo(seeded: SeedResult, options: { isProduction: boolean }): string {
  const credentials = options.isProduction
    ? [
        `  Demo customer: ${seeded.demoEmail}`,
        `  Admin:         ${seeded.adminEmail}`,
        '  Their passwords and the demo API key are not shown in production: set SEED_DEMO_PASSWORD,',
        '  SEED_ADMIN_PASSWORD and SEED_DEMO_API_KEY on the first start to choose them.',
      ]
    : [
        `  Demo customer: ${seeded.demoEmail} / ${seeded.demoPassword}`,
        `  Admin:         ${seeded.adminEmail} / ${seeded.adminPassword}`,
        `  Demo API key:  ${seeded.demoApiKey}`,
        '  (shown only this once)',
      ];
  return [
    '',
    'Demo data created:',
    `  ${seeded.leadCount} leads, monthly and yearly plans`,
    ...credentials,
    '',
  ].join('\n');
}
