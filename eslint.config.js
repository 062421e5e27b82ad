// Lint rules for the whole repository. `npm test` runs them before the type checks.
// The import-direction zones are the map of the codebase in rule form (docs/DEVELOPING.md):
//   common/  ←  collections/, cms/, blocks/*/config.ts  (the Payload side)
//   common/  ←  app/, blocks/ components               (the site)  →  cms/services, cms/contentVersion
//   server.ts and server/ sit on top and may use both.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const SERVER = ['./server', './server.ts']
const BLOCK_CONFIGS = ['./blocks/configs.ts', './blocks/*/config.ts']
const BLOCK_SITE_FILES = './blocks/**/!(config|configs).{ts,tsx}'

/** Where a file may not import from, and why. Globs in `except` match absolute paths. */
const zones = [
  {
    target: './common',
    from: ['./app', './blocks', './cms', './collections', './seed', ...SERVER],
    message: 'common/ is shared by the site and the Payload side, so it imports neither.',
  },
  {
    target: ['./cms', './collections', ...BLOCK_CONFIGS],
    from: ['./app', ...SERVER],
    message: 'The Payload side never imports the site or the server: move shared code to common/.',
  },
  {
    target: ['./cms', './collections', ...BLOCK_CONFIGS],
    from: ['./blocks/**'],
    except: ['**/blocks/configs.ts', '**/blocks/*/config.ts'],
    message: 'The Payload side takes a block only through its schema (blocks/<Name>/config.ts).',
  },
  {
    target: ['./app', BLOCK_SITE_FILES],
    from: ['./collections', ...SERVER],
    message: 'The site never imports Payload collection configs or the server: use common/ or cms/services.',
  },
  {
    target: ['./app', BLOCK_SITE_FILES],
    from: ['./blocks/config?(s).ts', './blocks/*/config.ts'],
    message: 'The site never imports a block schema: its types come from common/payload-types.ts.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'build/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'tests/.artifacts/**',
      'cms/.next*/**',
      'cms/dist/**',
      'cms/next-env.d.ts',
      'cms/migrations/**',
      'cms/app/(payload)/admin/importMap.js',
      'common/payload-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'cms/tsconfig.json'] })],
    },
    rules: {
      // Types checked by tsc already; these import rules would only repeat it, slowly.
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-unresolved': 'off',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read JSON replies loosely and assert on them; Playwright's fixtures are declared by
    // destructuring, so a hook that uses none still writes `({}, info)`.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
  prettier,
)
