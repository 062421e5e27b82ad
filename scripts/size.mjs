// `npm run size`: lines of hand-written code against their budgets (docs/DEVELOPING.md).
// `npm run size -- --check` exits non-zero when production TypeScript or CSS is over budget;
// `npm run size -- --folders` also lists production TypeScript by folder (a feature or block each).
// Counted: every line, blank ones too. Not counted as production: tests, generated files
// (Payload's types, migrations, the admin's import map) and the demo content with its helpers.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const BUDGETS = { 'production TypeScript': 12_500, CSS: 3_200 }
const SKIP_DIRS = new Set(['node_modules', '.git', 'build', 'dist', 'data', 'test-results', 'playwright-report', '.artifacts'])
const PRODUCTION = ['app', 'blocks', 'cms', 'common', 'platform', 'ui', 'features', 'server', 'server.ts']
const GENERATED = ['cms/migrations/', 'common/payload-types.ts', 'cms/app/(payload)/admin/importMap.js', 'cms/next-env.d.ts']
// A folder's testing.ts holds helpers only its tests import.
const isTest = (file) => /(\.(test|spec)|(^|\/)testing)\.[cm]?[jt]sx?$/.test(file) || file.startsWith('tests/')
const isSeed = (file) => /(^|\/)seed(\/|\.ts$)/.test(file)

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.next')) yield* walk(join(dir, entry.name))
    } else yield relative(root, join(dir, entry.name))
  }
}

const lines = (file) => readFileSync(join(root, file), 'utf8').split('\n').length - 1
const files = [...walk(root)].filter((file) => !GENERATED.some((g) => file.startsWith(g)))
const sum = (list) => list.reduce((total, file) => total + lines(file), 0)
const inProduction = (file) => PRODUCTION.some((p) => file === p || file.startsWith(`${p}/`))
const code = /\.[cm]?[jt]sx?$/

const productionTs = files.filter((f) => /\.tsx?$/.test(f) && inProduction(f) && !isTest(f) && !isSeed(f))
const totals = {
  'production TypeScript': sum(productionTs),
  CSS: sum(files.filter((f) => /\.s?css$/.test(f))),
  tests: sum(files.filter((f) => code.test(f) && isTest(f))),
  scripts: sum(files.filter((f) => code.test(f) && (f.startsWith('scripts/') || f.startsWith('.ci/')))),
}

let over = false
for (const [name, count] of Object.entries(totals)) {
  const budget = BUDGETS[name]
  if (budget && count > budget) over = true
  const verdict = budget ? ` / ${budget.toLocaleString('en')}${count > budget ? '  OVER' : ''}` : '  (for information)'
  console.log(`${name.padEnd(22)} ${count.toLocaleString('en').padStart(7)}${verdict}`)
}
if (process.argv.includes('--folders')) {
  // features/ and blocks/ by their own folder, everything else by its top-level folder.
  const folder = (file) =>
    file
      .split('/')
      .slice(0, /^(features|blocks)\//.test(file) ? 2 : 1)
      .join('/')
  const byFolder = new Map()
  for (const file of productionTs) byFolder.set(folder(file), (byFolder.get(folder(file)) ?? 0) + lines(file))
  const rows = [...byFolder].sort((a, b) => b[1] - a[1])
  for (const [name, count] of rows) console.log(`  ${name.padEnd(26)} ${count.toLocaleString('en').padStart(6)}`)
}
if (over && process.argv.includes('--check')) process.exitCode = 1
