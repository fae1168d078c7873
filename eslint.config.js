import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Every folder of src/features is a feature: read at load, so the list cannot drift from the code.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      '.tmp',
      'dist',
      'dist-*',
      'test-results-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'data',
      'src/i18n/locales/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'lingui/no-unlocalized-strings': 'off',
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      'no-restricted-syntax': [
        'error',
        {
          // No literal text in JSX: every visible string goes through Lingui.
          // Text anywhere inside a Lingui macro (a link's words included) is part of its message.
          selector:
            'JSXText[value=/[A-Za-z]{2,}/]:not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] JSXText)',
          message: 'Visible text must go through Lingui (<Trans> or t``).',
        },
      ],
    },
  },
  // Features never import each other (DESIGN section 3): they compose at the route level.
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: featureNames
                .filter((n) => n !== name)
                .flatMap((n) => [`@/features/${n}`, `@/features/${n}/*`, `../../${n}/*`, `../${n}/*`]),
              message:
                'Features must not import other features; compose them in src/routes or move shared code to src/api, src/ui or src/lib.',
            },
            { group: ['@/routes/*', '@/app/*'], message: 'Features must not import routes or the app shell.' },
          ],
        },
      ],
    },
  })),
  // No import cycles in the client. Type-only imports are erased at build time, and a lazy
  // `import()` runs after both modules have loaded, so neither can make one module see another
  // half-evaluated: import-x skips type-only imports by itself, and the option skips chains
  // through a lazy import (a slot that loads its menu on demand, the menu reusing the slot's face).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  // src/lib is the lowest layer (DESIGN section 3): src/api is built on it, never the other way.
  // lib may name api's wire types (erased at build time), never import its code.
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    // The one exception: the persister saves and restores the signed-in user under the key that
    // api/accounts builds for it (accountKeys.current), so that the two can never disagree.
    // Test helpers (src/lib/testing) are never shipped and wire the layers together for tests.
    ignores: ['src/lib/persist/**', 'src/lib/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api', '@/api/*', '../api/*', '../../api/*', '../../../api/*'],
              allowTypeImports: true,
              message: 'src/lib must not import src/api (api is built on lib); move the code to src/api or pass it in.',
            },
          ],
        },
      ],
    },
  },
  // Long functions are a smell, not a build failure: `npm run lint` and editors show them,
  // `npm test` does not count them (it lints with this rule off).
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'server/**/*.ts', 'scripts/**', 'bench/**'],
    rules: { 'no-restricted-syntax': 'off', 'max-lines': 'off' },
  },
)
