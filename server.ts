// The entry of `npm start` and `npm run dev`: a cluster's primary (server/cluster.ts) in production
// with WEB_CONCURRENCY above 1, which imports none of the application; otherwise it serves itself.
// First, before any module that reads it: the environment is parsed, or the start stops here.
import './server/envCheck'
import './server/heapTuning'
import cluster from 'node:cluster'
import os from 'node:os'
import { env, isProduction } from './common/env.server'

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
