import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    plugins: { import: importPlugin },
    settings: { 'import/ignore': ['node_modules'] },
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
      'import/no-cycle': 'error',
    },
  },
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
      // Features do not import each other; only src/app composes them (CONVENTIONS.md).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            'auth',
            'welcome',
            'legal',
            'errors',
            'overview',
            'notifications',
            'profile',
            'team',
            'admin',
            'business',
            'menu',
            'orders',
            'kiosk',
            'billing',
            'qr-codes',
          ].map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
          })),
        },
      ],
    },
  },
  {
    // The customer surface (menu, cart, checkout, order page) is its own bundle without MUI or any
    // owner-app code (ARCHITECTURE.md, Web): it may import only itself, React and the shared package.
    files: ['apps/web/src/customer/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/customer',
              from: './apps/web/src',
              except: ['./customer'],
              message: 'The customer surface imports nothing from the owner app.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@mui/*',
                '@emotion/*',
                'notistack',
                '@tanstack/*',
                'react-router',
                'react-router-dom',
                'react-hook-form',
                '@hookform/*',
                'react-idle-timer',
                'virtual:pwa-register*',
              ],
              message: 'The customer surface stays without MUI and the owner-app libraries.',
            },
          ],
        },
      ],
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
);
