// `npm run test:mongo`: the integration tests (tests/integration and each feature's) against the MongoDB server
// MONGODB_TEST_URI names instead of temporary SQLite files, each test file on a fresh database
// of its own, dropped afterwards (tests/integration/payload.ts). Transactions need a replica
// set: the README ("Tests against MongoDB") has the one command that starts one in Docker.
// Extra arguments go to vitest (a file, `--reporter`, …).
import { spawnSync } from 'node:child_process'

export const MONGO_SKIPPED = 'MongoDB integration tests skipped: MONGODB_TEST_URI is not set (README, "Tests against MongoDB").'

export function runMongoTests(args = []) {
  if (!process.env.MONGODB_TEST_URI) {
    console.log(MONGO_SKIPPED)
    return 0
  }
  const files = args.some((a) => !a.startsWith('-')) ? [] : ['tests/integration', 'features']
  const result = spawnSync('npx', ['vitest', 'run', ...files, ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--conditions=production', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' },
  })
  return result.status ?? 1
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(runMongoTests(process.argv.slice(2)))
