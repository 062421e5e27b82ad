import type { Payload } from 'payload'
import { env } from '../../common/env.server'
import { every, stopAll, type BackgroundLoop } from '../../platform/background'
import { runScheduledJobs } from '../../platform/scheduledJobs'
import { increment } from '../../platform/sharedCounters'
// Registers the delivery the mail jobs call in this process.
import './deliver.server'
import { pruneMail } from './prune'
import { MAIL_QUEUE, ORPHAN_AFTER_MS, requeueOrphans } from './queue'

/** How often each process looks for messages to send when it found none. */
export const MAIL_POLL_MS = 1000
const PRUNE_MS = 60 * 60_000

/** A message may be handed to the SMTP service now: all processes together stay within
 * MAIL_RATE a second, counted in the database. */
export async function withinMailRate(payload: Payload, now = Date.now()): Promise<boolean> {
  const second = Math.floor(now / 1000)
  return (await increment(payload, `mail-rate:${second}`, 2000, now)) <= env().MAIL_RATE
}

/** The mail queue's loop in every server process: each message's job is claimed by one process
 * (platform/scheduledJobs.ts), so several processes send in parallel and never twice; together
 * they stay within the rate. Rows left without a job get one every minute; finished jobs and
 * old messages are pruned every hour. */
export const mailLoop: BackgroundLoop = {
  queues: [MAIL_QUEUE],
  start: (payload) =>
    stopAll([
      runScheduledJobs(payload, MAIL_POLL_MS, { queue: MAIL_QUEUE, batch: Math.max(10, env().MAIL_RATE), mayRun: () => withinMailRate(payload), quiet: true }),
      every(payload, PRUNE_MS, 'mail: pruning', () => pruneMail(payload)),
      every(payload, ORPHAN_AFTER_MS, 'mail: requeueing', () => requeueOrphans(payload)),
    ]),
}
