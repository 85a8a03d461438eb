import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    'storybook-static/',
    '.bench/',
    'coverage/',
    'api-report/',
    'e2e/.artifacts/',
    '**/.vite/',
    // Next.js's build output and its generated type reference.
    '**/.next/',
    '**/next-env.d.ts',
    // msw's generated worker, copied in by `msw init`.
    '**/mockServiceWorker.js',
  ]),

  {
    name: 'gatehouse/linter',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'gatehouse/unused',
    rules: {
      // A leading underscore marks a binding kept on purpose: a parameter a signature needs, or
      // a key destructured away from the rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The code that renders React; core, the mock API, the e2e tests and the scripts have none
    // (and their `use` names, such as a vitest fixture's `use`, are no hooks).
    name: 'gatehouse/react',
    files: [
      'packages/react/**/*.{ts,tsx}',
      'examples/*/src/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'scripts/bench/pages/**/*.{ts,tsx}',
      'e2e/**/*.tsx',
    ],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },

  {
    name: 'gatehouse/imports',
    plugins: { 'import-x': importX },
    rules: {
      // One import per module: a type used beside values from the same module is imported inline.
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          // The workspace packages sort with the other packages, by name, whether or not
          // they resolve (their dist/ may not be built yet).
          pathGroups: [{ pattern: '@gatehouse-auth/**', group: 'external' }],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      // (`typeof import('…')` stays allowed: a type annotation imports nothing at run time.)
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // The build erases `import type { T }` but keeps `import { type T }` as a bare import of
      // the module (verbatimModuleSyntax), which pulls that module into chunks that need none of
      // it: an import of types only is written `import type`. (Its fix and no-duplicates' can
      // break an import when both apply in one pass: npm run lint:fix runs two passes.)
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },

  {
    name: 'gatehouse/browser',
    files: ['packages/*/src/**', 'examples/*/src/**', '.storybook/**', 'scripts/bench/pages/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'gatehouse/node',
    files: [
      'scripts/**/*.{js,mjs,cjs,ts,mts}',
      'e2e/**',
      'packages/mock-api/src/node.ts',
      '**/*.config.{js,ts,mjs}',
      '.storybook/main.ts',
    ],
    ignores: ['scripts/bench/pages/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Scripts driving Chromium: their in-page functions (addInitScript, evaluate) run there.
    name: 'gatehouse/in-page',
    files: [
      'scripts/a11yVisual.mjs',
      'scripts/a11ySnapshots.mjs',
      'scripts/check-storybook.mjs',
      'scripts/pseudoLocaleCheck.mjs',
      'scripts/screenshots.mjs',
      'scripts/storybookPages.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    name: 'gatehouse/tests',
    files: ['**/*.test.{ts,tsx}', 'packages/*/test/**'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
  },

  // Formatting is Prettier's: this turns off every rule that would disagree with it.
  prettier,
]);
