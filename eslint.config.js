// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction (STYLE.md rule 1): shared → features → routes; nothing flows back. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
    ignores: ['apps/api/src/config/env.ts'],
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
