// The entry of `npm start` and `npm run dev`: a cluster's primary (server/cluster.ts) in production
// with WEB_CONCURRENCY above 1, which imports none of the application; otherwise it serves itself.
import './server/heapTuning'
import cluster from 'node:cluster'
import os from 'node:os'
import { env, isProduction } from './common/env.server'

// The environment is parsed before the application (imported below) reads it: a malformed variable
// stops the start with its message alone, which a stack trace would bury.
try {
  env()
} catch (error) {
  console.error(`\n  ${(error as Error).message.replaceAll('\n', '\n  ')}\n`)
  process.exit(1)
}

// Development is one process: Vite's and Next's hot reload belong to one.
const workers = isProduction() ? (env().WEB_CONCURRENCY ?? os.availableParallelism()) : 1

try {
  if (cluster.isPrimary && workers > 1) {
    const [{ runPrimary }, { processLogger }] = await Promise.all([import('./server/cluster'), import('./common/logger.server')])
    runPrimary({ workers, logger: processLogger() })
  } else {
    const { startApp } = await import('./server/app')
    await startApp()
  }
} catch (error) {
  console.error(error)
  process.exit(1)
}
