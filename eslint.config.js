// ESLint for the whole repository (`npm run lint`, in CI): typescript-eslint's strict rules,
// the React hooks rules for the web, import order and no import cycles. Formatting is Prettier's
// (`.prettierrc.json`); no rule here overlaps it.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'web/build-ssr/',
      'e2e/screenshots/',
      'loadtest/results/',
      '**/coverage/',
      'migrations/',
      'web/public/',
      '**/*.d.ts',
      '.ci-*.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.base.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/order': [
        'warn',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'type'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The compiler runs with noUncheckedIndexedAccess, so every indexed read and Map lookup is
      // `T | undefined`; a `!` there states an invariant the code's tests exercise (a row that an
      // INSERT … RETURNING gave back, a key taken from the same map). Left to the compiler.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The rules of hooks and their dependencies. The plugin's React Compiler diagnostics are not
    // turned on: the app does not use the compiler, and their main finding here (state set in an
    // effect) is on purpose in a prerendered app, which draws the build-time state first and
    // corrects it from the browser (online status, storage, the URL) after hydration.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['web/public/**/*.js', 'web/src/**/sw*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['loadtest/k6/**/*.{js,ts}'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', open: 'readonly' } },
  },
);
