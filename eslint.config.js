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
    // jotai's readers draw every component again right after it mounts (one uninterruptible render
    // of all of them): the app reads atoms through web/src/lib/use-atom.ts instead.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/use-atom.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'jotai',
              importNames: ['useAtomValue', 'useAtom'],
              message: 'Read atoms with useAtomValue / useAtom from src/lib/use-atom.ts (no redraw on mount).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web's API modules type what they send and receive with the contract's types
    // (packages/contract/src/http), so the server's schemas and the web cannot drift. A field in
    // snake_case is the wire's: an object type declared here with one is a hand copy of a body or an
    // answer, as is an object type given to a request function. The web's own shapes (results,
    // form values) are camelCase, or built from the contract's types.
    files: ['web/src/features/*/api/**/*.ts', 'web/src/features/*/api.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSInterfaceDeclaration:has(TSPropertySignature > Identifier.key[name=/_/])',
          message: 'A body or an answer of the API: take its type from @vahanhaat/contract (import type), or add it there.',
        },
        {
          selector: 'TSTypeLiteral:has(> TSPropertySignature > Identifier.key[name=/_/])',
          message: 'A body or an answer of the API: take its type from @vahanhaat/contract (import type), or add it there.',
        },
        {
          selector:
            'CallExpression[callee.name=/^(apiRequest|getJson|postJson|postEmpty|postForm|postMultipart|adminGet|adminSend|adminUpload)$/] > TSTypeParameterInstantiation TSTypeLiteral',
          message: 'The answer of an API call: take its type from @vahanhaat/contract (import type), or add it there.',
        },
      ],
      // Schemas would bring zod into the browser: the API modules take the contract's types only,
      // and values only from its zod-free modules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Every module of the contract but its zod-free ones (phone, registration, languages,
              // realtime/constants, realtime/lot-state, http/codes, http/vocabulary, http/notice-kinds, http/limits).
              regex:
                '^@vahanhaat/contract(/realtime|/http)?$|^@vahanhaat/contract/(costs|realtime/(wire|bus|common)|http/(?!(codes|vocabulary|notice-kinds|limits)$)[^/]+)$',
              allowTypeImports: true,
              message: "Import types only (import type) from the contract's schema modules: their values bring zod into the bundle.",
            },
          ],
        },
      ],
    },
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
