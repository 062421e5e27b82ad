// Lint rules for the whole repository. `npm test` runs them before the type checks.
// The import-direction zones below are the map of the codebase in rule form (LAYERS).
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The layers, lowest first; a folder imports only from the layers below it and its own:
//   common ← platform ← ui ← features, blocks ← app, cms, seed ← server
// Tests may reach any layer (their helpers live in tests/). `import.meta.glob` is no import, so
// lint cannot see it: tests/layers.test.ts holds globs to the same map.
export const LAYERS = [['./common'], ['./platform'], ['./ui'], ['./features', './blocks'], ['./app', './cms', './seed'], ['./server', './server.ts']]
const NOT_TESTS = '**/!(*.test|*.spec).{ts,tsx}'
/** Where a file may not import from, and why. Globs in `except` match absolute paths. */
const zones = [
  ...LAYERS.slice(0, -1).map((layer, i) => ({
    target: layer.map((folder) => (folder.endsWith('.ts') ? folder : `${folder}/${NOT_TESTS}`)),
    from: [...LAYERS.slice(i + 1).flat(), './tests'],
    message: `${layer.join(', ')} imports only from the layers below it (common ← platform ← ui ← features, blocks ← app, cms, seed ← server; docs/DEVELOPING.md).`,
  })),
  // A feature is a module: other folders import it only through its public face, index.ts (safe for
  // the browser) and index.server.ts (server code), and its demo content through seed.ts (kept out
  // of the faces, which the admin's bundle loads); its own files and tests import anything in it.
  ...readdirSync('features').map((feature) => ({
    target: [
      ...['app', 'blocks', 'cms', 'common', 'platform', 'seed', 'server', 'ui', `features/!(${feature})`].map((folder) => `./${folder}/${NOT_TESTS}`),
      './server.ts',
    ],
    from: `./features/${feature}/**`,
    // The mail loop is the server's alone: through the face it would bring the mail templates' JSX
    // (the site's React) into the admin's type check.
    except: [`**/features/${feature}/{index,index.server,seed,seed/index}.ts`, '**/features/mail/runner.server.ts', '**/*.css'],
    message: `Import features/${feature} through its public face (index.ts, or index.server.ts for server code; docs/DEVELOPING.md).`,
  })),
  // A block is a module too: what renders it (<Name>.tsx), its schema (config.ts) and its loader
  // (data.server.ts) are its face, which the blocks' lists and other folders import; what two blocks
  // share moves down to ui/ instead of one reaching into the other.
  ...readdirSync('blocks', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: block }) => ({
      target: [
        ...['app', 'cms', 'common', 'features', 'platform', 'seed', 'server', 'ui', `blocks/!(${block})`].map((folder) => `./${folder}/${NOT_TESTS}`),
        './blocks/*.{ts,tsx}',
        './server.ts',
      ],
      from: `./blocks/${block}/**`,
      except: [`**/blocks/${block}/{${block}.tsx,config.ts,data.server.ts}`],
      message: `Import blocks/${block} through its face (${block}.tsx, config.ts, data.server.ts; docs/DEVELOPING.md).`,
    })),
  {
    target: ['./cms', './platform'],
    from: ['./blocks/**'],
    except: ['**/blocks/configs.ts', '**/blocks/*/config.ts'],
    message: 'The Payload side takes a block only through its schema (blocks/<Name>/config.ts).',
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
    files: ['{app,ui,features,blocks}/**/*.tsx', '{app,ui,features,blocks}/**/use*.ts'],
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
