// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LOCALE_DATA_MESSAGE =
  "Loads the browser's locale data as the page renders: use formatThousands, formatUsd, formatMoney or formatDate (lib/format-*).";

/** Import direction (CONTRIBUTING.md rule 1): shared → features → routes; nothing flows back. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The API's zones (ARCHITECTURE.md, CONTRIBUTING.md rule 3). Imports flow down: config and db at the
 * bottom, then lib, ports and http; domain modules on top of those; jobs, seeds and the app that
 * wires everything at the top. A module reaches another module only through its `index.ts`.
 */
const API_ELEMENTS = [
  { type: 'api-config', pattern: 'apps/api/src/config' },
  { type: 'api-db', pattern: 'apps/api/src/db' },
  { type: 'api-lib', pattern: 'apps/api/src/lib' },
  { type: 'api-ports', pattern: 'apps/api/src/ports' },
  { type: 'api-http', pattern: 'apps/api/src/http' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['name'] },
  { type: 'api-jobs', pattern: 'apps/api/src/jobs' },
  { type: 'api-seed', pattern: 'apps/api/src/seed' },
  { type: 'api-scripts', pattern: 'apps/api/src/scripts' },
  { type: 'api-types', pattern: 'apps/api/src/types' },
];
/** The three files at the top of the API: what every handler gets (context) and what wires it (app, main). */
const API_FILES = [
  { category: 'api-context', pattern: 'apps/api/src/context.ts' },
  { category: 'api-app', pattern: 'apps/api/src/{app,main}.ts' },
];
const CONTEXT = { to: { file: { categories: 'api-context' } } };
const APP = { to: { file: { categories: 'api-app' } } };
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (type, ...allowed) => ({ from: { element: { type } }, allow: [to(...allowed, type), CONTEXT] });
/** Another module, only through its public index. */
const MODULE_INDEX = { to: { element: { type: 'api-module', fileInternalPath: 'index.ts' } } };
export const API_ZONE_POLICIES = [
  from('api-config', 'api-types'),
  from('api-db', 'api-config', 'api-types'),
  from('api-lib', 'api-db', 'api-config', 'api-types'),
  from('api-ports', 'api-lib', 'api-db', 'api-config', 'api-types'),
  from('api-http', 'api-lib', 'api-db', 'api-ports', 'api-config', 'api-types'),
  {
    from: { file: { categories: 'api-context' } },
    allow: [to('api-lib', 'api-db', 'api-ports', 'api-http', 'api-config', 'api-types'), CONTEXT],
  },
  // Inside one module, any file; another module only through its index.
  {
    from: { element: { type: 'api-module' } },
    allow: [
      to('api-lib', 'api-db', 'api-ports', 'api-http', 'api-types'),
      CONTEXT,
      { to: { element: { type: 'api-module', captured: { name: '{{ from.element.captured.name }}' } } } },
      MODULE_INDEX,
    ],
  },
  {
    from: { element: { type: 'api-jobs' } },
    allow: [to('api-lib', 'api-db', 'api-ports', 'api-http', 'api-types'), CONTEXT, MODULE_INDEX],
  },
  {
    from: { element: { type: 'api-seed' } },
    allow: [to('api-lib', 'api-db', 'api-seed', 'api-types'), MODULE_INDEX],
  },
  from('api-scripts', 'api-lib', 'api-db', 'api-config', 'api-types'),
  {
    from: { file: { categories: 'api-app' } },
    allow: [
      to('api-lib', 'api-db', 'api-ports', 'api-http', 'api-config', 'api-jobs', 'api-seed', 'api-types'),
      CONTEXT,
      APP,
      MODULE_INDEX,
    ],
  },
];

/**
 * The web app's zones (ARCHITECTURE.md, CONTRIBUTING.md rule 1): config, lib and components at the
 * bottom; a customer feature on top of them and never another feature; the operations console is
 * its own area (features/admin), whose features share only the console's own files; routes,
 * islands and the app's root files compose them.
 */
const WEB_ELEMENTS = [
  { type: 'web-config', pattern: 'apps/web/app/config' },
  { type: 'web-lib', pattern: 'apps/web/app/lib' },
  { type: 'web-components', pattern: 'apps/web/app/components' },
  // First match wins: a console feature before the console itself (features/admin's own files).
  { type: 'web-admin-feature', pattern: 'apps/web/app/features/admin/*', capture: ['name'] },
  { type: 'web-feature', pattern: 'apps/web/app/features/*', capture: ['name'] },
  { type: 'web-islands', pattern: 'apps/web/app/islands' },
  { type: 'web-routes', pattern: 'apps/web/app/routes' },
  // What is left: the app's root files (root.tsx, routes.ts, entry.server.tsx).
  { type: 'web-root', pattern: 'apps/web/app' },
];
const sameCaptured = (type) => ({
  to: { element: { type, captured: { name: '{{ from.element.captured.name }}' } } },
});
const BASE = ['web-config', 'web-lib', 'web-components'];
/** The console's own files (features/admin/*.tsx): shared by the console's features, by nothing else. */
const CONSOLE = { to: { element: { type: 'web-feature', captured: { name: 'admin' } } } };
export const WEB_ZONE_POLICIES = [
  { from: { element: { type: 'web-config' } }, allow: [to('web-config')] },
  { from: { element: { type: 'web-lib' } }, allow: [to('web-lib', 'web-config')] },
  { from: { element: { type: 'web-components' } }, allow: [to(...BASE)] },
  { from: { element: { type: 'web-feature' } }, allow: [to(...BASE), sameCaptured('web-feature')] },
  {
    from: { element: { type: 'web-admin-feature' } },
    allow: [to(...BASE), CONSOLE, sameCaptured('web-admin-feature')],
  },
  {
    from: { element: { type: 'web-islands' } },
    allow: [to(...BASE, 'web-feature', 'web-islands')],
  },
  {
    from: { element: { type: 'web-routes' } },
    allow: [to(...BASE, 'web-feature', 'web-admin-feature', 'web-islands', 'web-routes')],
  },
  {
    from: { element: { type: 'web-root' } },
    allow: [
      to(...BASE, 'web-feature', 'web-admin', 'web-admin-feature', 'web-islands', 'web-routes', 'web-root'),
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-*', 'drizzle-orm*', 'pg', 'fastify*', 'node:*', '@app/api*', '@app/web*'],
        message: 'packages/shared knows no React, no database and no Node APIs.',
      },
    ]),
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': WEB_ELEMENTS,
      'boundaries/include': ['apps/web/app/**/*.{ts,tsx}'],
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: WEB_ZONE_POLICIES }],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    // A feature's calls to the API live in its api/ folder, with their query options and hooks
    // (CONTRIBUTING.md, "Add an endpoint" step 6); components and routes use those hooks. Outside
    // the rule: lib/, where the client and the signed-in member's query live, and islands, which
    // compose features. ApiError stays importable everywhere, for showing what went wrong.
    files: ['apps/web/app/{features,routes,components}/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/**/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['callApi', 'endpointRoute'],
              message: "Call the API from the feature's api/ folder (fetcher, query options, hook).",
            },
          ],
        },
      ],
    },
  },
  {
    // The first Intl formatter, toLocaleString or localeCompare of a page loads the browser's locale
    // data, 60-90 ms of a phone's main thread as the page first renders (decision 013, issue 24.1):
    // the customer area and the public pages write numbers and dates with lib/format-number,
    // lib/format-money and lib/format-date, which tests hold to Intl's output. Not the console
    // (the team's desktops), nor the ROI page, whose chart library formats its axes with Intl anyway,
    // nor the legal pages' layout, which runs only when the pages are prerendered.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/app/**/*.test.{ts,tsx}',
      'apps/web/app/features/admin/**',
      'apps/web/app/features/roi/**',
      'apps/web/app/components/legal-document.tsx',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Intl', message: LOCALE_DATA_MESSAGE },
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map(
          (property) => ({ property, message: LOCALE_DATA_MESSAGE }),
        ),
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      // Patterns are read from the repository root, wherever ESLint is started (the zone test runs in apps/api).
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': API_ELEMENTS,
      'boundaries/files': API_FILES,
      'boundaries/include': ['apps/api/src/**/*.ts'],
      'import/resolver': { typescript: { project: 'apps/api/tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: API_ZONE_POLICIES }],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config/env.ts only.' },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/config/site.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read configuration from config/site.ts only.',
        },
      ],
    },
  },
);
