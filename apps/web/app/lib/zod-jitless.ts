/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first schema is built; the site's CSP has no 'unsafe-eval', so the probe is reported as a CSP
 * violation on every page that loads a contract. Zod reads this global config object
 * (zod/v4/core `globalConfig`), so setting it before any contract module runs turns the probe off
 * without loading zod here. Imported first by root.tsx, which the app evaluates before any route.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
