// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['apps/web/app/{components,lib,config}/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['**/features/**', '**/routes/**', '**/islands/**'],
        message: 'Shared layers never import features or routes.',
      },
    ]),
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/routes/**'], message: 'Features never import routes.' },
      // '../*/**' alone also matched '../../lib/...' ('*' matches '..'); the negation lets the shared layers through.
      {
        group: ['../*/**', '!../../**', '../../features/**'],
        message: 'A feature never imports another feature; compose them in a route.',
      },
    ]),
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
