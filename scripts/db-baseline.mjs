// Regenerates the baseline migration (0001_baseline), which makes a fresh database, from the
// collections. The migrations after it bring a database made by an earlier baseline to the same
// schema; they are kept, run after the baseline, and must do nothing on a database it made.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withFileLock } from './lib/fileLock.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// Several people (or helpers) may regenerate at once in one tree: take turns.
await withFileLock(path.join(os.tmpdir(), 'veltrana-db-baseline.lock'), regenerate, { timeoutMs: 5 * 60_000 })

function regenerate() {
  const dir = path.join(root, 'cms', 'migrations')
  const snapshotFile = path.join(dir, '0001_baseline.json')
  const previous = fs.existsSync(snapshotFile) ? JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) : undefined
  const isBaseline = (file) => /^(0001|\d+_\d+)_baseline\.(ts|json)$/.test(file)
  for (const file of fs.readdirSync(dir)) if (isBaseline(file)) fs.rmSync(path.join(dir, file))
  fs.writeFileSync(path.join(dir, 'index.ts'), 'export const migrations = []\n')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-baseline-'))
  execFileSync('npx', ['payload', 'migrate:create', 'baseline'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URI: '',
      PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
      NODE_OPTIONS: '--conditions=production',
      PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
    },
  })
  fs.rmSync(dataDir, { recursive: true, force: true })
  // A stable name, so regenerating does not churn file names in git.
  for (const file of fs.readdirSync(dir)) {
    const match = file.match(/^\d+_\d+_baseline\.(ts|json)$/)
    if (match) fs.renameSync(path.join(dir, file), path.join(dir, `0001_baseline.${match[1]}`))
  }
  // The snapshot's id is random on every run; an unchanged schema keeps the committed one, so
  // regenerating without a schema change leaves git clean (and a clean diff proves it unchanged).
  const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8'))
  if (previous && JSON.stringify({ ...snapshot, id: previous.id }) === JSON.stringify(previous)) {
    fs.writeFileSync(snapshotFile, fs.readFileSync(snapshotFile, 'utf8').replace(snapshot.id, previous.id))
  }
  const names = fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_\w+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort()
  fs.writeFileSync(
    path.join(dir, 'index.ts'),
    `${names.map((name) => `import * as m${name} from './${name}'\n`).join('')}\nexport const migrations = [\n${names
      .map((name) => `  { up: m${name}.up, down: m${name}.down, name: '${name}' },\n`)
      .join('')}]\n`,
  )
  console.log('Baseline migration regenerated: cms/migrations/0001_baseline.ts')
}
