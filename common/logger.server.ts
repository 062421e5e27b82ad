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
    destination ?? oncePerTurn(pino.destination({ dest: 1, sync: true })),
  )
}

/** `out` (pino's writer on standard output) handed the lines of one turn of the event loop in one
 * write: a busy server pays one system call for many requests instead of one each. (Alone, the
 * writer makes one per line when synchronous and, when not, measures all it holds again on each
 * line, which cost a cached page more than formatting its line.) Synchronous, so a turn's lines
 * are out before the next turn starts, and those held when the process exits are written then. */
export function oncePerTurn(out: DestinationStream): DestinationStream {
  let held = ''
  const flush = () => {
    if (held) out.write(held)
    held = ''
  }
  process.on('exit', flush)
  return {
    write(line: string) {
      if (!held) setImmediate(flush)
      held += line
    },
  }
}

const KEY = Symbol.for('veltrana.logger')

/** This process's logger at LOG_LEVEL, the same object for every copy of this module (Next
 * bundles its own), so all lines go through one writer. */
export function processLogger(): Logger {
  const slot = globalThis as unknown as Record<symbol, Logger | undefined>
  return (slot[KEY] ??= createLogger({ level: logLevel(), worker: cluster.worker?.id ?? 0 }))
}
