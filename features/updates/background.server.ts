import type { BackgroundLoop } from '../../platform/background'
import { sweepUnconfirmed } from './subscriptions'

const SWEEP_MS = 60 * 60_000

/** Every hour, each process deletes the sign-ups whose confirmation link has expired (the same
 * delete from several processes is harmless). */
export const updatesLoop: BackgroundLoop = {
  queues: [],
  start: (payload) => {
    const timer = setInterval(() => {
      sweepUnconfirmed(payload).catch((err) => payload.logger.error({ err, msg: 'updates: the sweep of unconfirmed sign-ups failed' }))
    }, SWEEP_MS)
    timer.unref()
    return () => clearInterval(timer)
  },
}
