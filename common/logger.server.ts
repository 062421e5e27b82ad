import cluster from 'node:cluster'
import os from 'node:os'
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino'
import { logLevel } from './env.server'

// The server's log: JSON lines through pino (the logger Payload uses), each with the time, the
// level by name, the process and its place in the cluster, so a log collector reads them
// without parsing prose. Payload logs through it too in production (cms/payload.config.ts).

export type LogOptions = {
  level: LevelWithSilent
  /** This process among its siblings: 0 for a single process or the primary. */
  worker: number
  /** Where lines go; standard output by default. */
  destination?: DestinationStream
}

export function createLogger({ level, worker, destination }: LogOptions): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid, hostname: os.hostname(), worker },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // Asynchronous and in batches of 4 KB (some 16 request lines), or whatever a second gathered:
    // a busy server pays one system call for many requests instead of one each, and a line
    // waits at most a second. Lines still held are written when the process exits.
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  )
}

const KEY = Symbol.for('veltrana.logger')

/** This process's logger at LOG_LEVEL, the same object for every copy of this module (Next
 * bundles its own), so all lines go through one writer. */
export function processLogger(): Logger {
  const slot = globalThis as unknown as Record<symbol, Logger | undefined>
  return (slot[KEY] ??= createLogger({ level: logLevel(), worker: cluster.worker?.id ?? 0 }))
}
