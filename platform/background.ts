import type { Payload } from 'payload'
import { env } from '../common/env.server'
import { runScheduledJobs } from './scheduledJobs'
import { watchContentVersion } from './sharedContentVersion'
import { sweepCounters } from './sharedCounters'

/** Expired counters go this often; they count as absent already, this only keeps the table small. */
const SWEEP_MS = 10 * 60_000

/** Work a feature adds to every process: a loop of its own over its own job queues, which the
 * general loop then leaves alone. */
export type BackgroundLoop = { queues: string[]; start: (payload: Payload) => () => void }

/** What every server process does beside answering requests, each part safe with any number of
 * processes: follow the shared content version, run due jobs, sweep expired counters. Returns what
 * stops it all. */
export function startBackgroundWork(payload: Payload, loops: BackgroundLoop[]): () => void {
  return stopAll([
    watchContentVersion(payload),
    runScheduledJobs(payload, env().JOBS_POLL_MS, { queue: { notIn: loops.flatMap((loop) => loop.queues) } }),
    ...loops.map((loop) => loop.start(payload)),
    every(payload, SWEEP_MS, 'shared counters: the sweep', () => sweepCounters(payload)),
  ])
}

/** Runs `work` every `ms` without keeping the process alive; a failure is logged as "<what>
 * failed" and the next run tried. Returns what stops it. */
export function every(payload: Payload, ms: number, what: string, work: () => Promise<unknown>): () => void {
  const timer = setInterval(() => work().catch((err) => payload.logger.error({ err, msg: `${what} failed` })), ms)
  timer.unref()
  return () => clearInterval(timer)
}

export const stopAll = (stops: (() => void)[]) => () => stops.forEach((stop) => stop())
