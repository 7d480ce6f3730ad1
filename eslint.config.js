import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importRules } from './lint/import-rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'data/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'apps/api/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // Fastify handlers are async by contract even when they compute synchronously.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Import cycles and one-way zones, generated from the folder names (lint/import-rules.js).
  ...importRules(import.meta.dirname),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      // Shared code runs in the browser too: no Node built-ins, no server libraries.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'drizzle-orm*', 'fastify*', 'react*'] },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/api/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // The owner app's text goes through t('English verbatim') (issue 22, decision 038); the customer
  // pages have their own catalogues and are not listed.
  {
    files: ['apps/web/src/{app,components,features,lib}/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Text props too; style objects, ids, roles and the like are not text.
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'aria-label',
              'helperText',
              'alt',
              'confirmLabel',
              'legend',
              'titleAccess',
              'previewAlt',
              'actionLabel',
              'ariaLabel',
            ],
          },
          'object-properties': { exclude: ['.*'] },
          // The plugin's own defaults (no letters, or a constant's name) and a URL scheme.
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', 'https?://'] },
          callees: { exclude: ['.*'] },
        },
      ],
    },
  },
);
