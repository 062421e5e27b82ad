import { every, type BackgroundLoop } from '../../platform/background'
import { sweepUnconfirmed } from './subscriptions'

const SWEEP_MS = 60 * 60_000

/** Every hour, each process deletes the sign-ups whose confirmation link has expired (the same
 * delete from several processes is harmless). */
export const updatesLoop: BackgroundLoop = {
  queues: [],
  start: (payload) => every(payload, SWEEP_MS, 'updates: the sweep of unconfirmed sign-ups', () => sweepUnconfirmed(payload)),
}
