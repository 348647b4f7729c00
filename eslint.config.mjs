import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Type-aware rules: floating promises and misused async code are the bugs forms and workers can least afford.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Form handlers may be async; React ignores what they return.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Pages link with plain anchors, which components/client/link-router.tsx turns into client navigations.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Tests read JSON answers as `any` on purpose and fake async APIs with plain functions.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    // One side each (docs/decisions/005-next-output.md): request-time serving, the build step and routes
    // never import browser code; what both sides need lives in lib/shared/. Next's private output is read
    // only by lib/output/next-output.ts (its test checks the formats themselves).
    files: ['lib/serving/**/*.ts', 'lib/build/**/*.ts', 'lib/output/**/*.ts', 'app/**/*.{ts,tsx}', 'proxy.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/browser/*', '**/browser/*'], message: 'Browser code: import a rule from lib/shared/.' },
            { group: ['next/dist/*'], message: "Next's private modules: go through lib/output/next-output.ts." },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/output/next-output.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'tests/.scratch-*/**',
    'bench/.scratch-*/**',
    'bench/floor/**',
  ]),
]);
