// Admission to slow work done by a fixed number of workers (a sign-in): a job that would be answered more than
// `maxAnswerMs` after it arrived is refused at once, so under a burst every answer, result or "busy", comes in time.
// The answer time is estimated from the jobs admitted ahead (spread over the workers, or those of its own key, which run
// one after another), each at the measured mean, its own at the mean plus twice the mean deviation (as TCP estimates a
// round trip). The estimate can be wrong, so a job checks again when its turn comes (`start`). A job with nothing ahead is
// never refused: on a machine where one sign-in takes 2 s, people still sign in, one after another.

export type AdmissionOptions = {
  /** How many jobs run at once (under different keys). */
  workers: () => number
  /** The time of one job until one has been measured, in ms. */
  firstJobMs: number
  /** Every job is answered within this many ms of its arrival, or refused. */
  maxAnswerMs: number
  now?: () => number
}

/** Thrown instead of running the job; marked by a property, since `instanceof` fails across the two copies of this module. */
export type Busy = Error & { busy: true; retryAfterS: number }

export function isBusy(error: unknown): error is Busy {
  return error instanceof Error && (error as Partial<Busy>).busy === true
}

function busy(overMs: number): Busy {
  // Long enough for the queue ahead to drain, at least a second.
  const retryAfterS = Math.max(1, Math.ceil(overMs / 1000))
  return Object.assign(new Error('busy'), { busy: true as const, retryAfterS })
}

/** What a job calls when its turn comes, before any work: throws Busy when it is too late. */
export type Start = () => void

export function createAdmission({ workers, firstJobMs, maxAnswerMs, now = () => performance.now() }: AdmissionOptions) {
  let admitted = 0
  let jobMs = firstJobMs
  let deviationMs = firstJobMs / 2
  /** What one job may take: the mean and twice the mean deviation. */
  const ownMs = () => jobMs + 2 * deviationMs
  const perKey = new Map<string, number>()

  /** How many jobs would run before a new one under `key`. */
  const aheadOf = (key: string) => Math.max(Math.floor(admitted / Math.max(1, workers())), perKey.get(key) ?? 0)

  /** When a new job under `key` would be answered, in ms from now. */
  function expectedAnswerMs(key: string): number {
    return aheadOf(key) * jobMs + ownMs()
  }

  /** Whether a new job under `key` would be admitted now. */
  const admits = (key: string) => aheadOf(key) === 0 || expectedAnswerMs(key) <= maxAnswerMs

  /** Run `job` when it would be answered in time; otherwise throw a Busy error without running it. */
  async function enter<T>(key: string, job: (start: Start) => Promise<T>): Promise<T> {
    const arrived = now()
    const queued = aheadOf(key) > 0
    if (!admits(key)) throw busy(expectedAnswerMs(key) - maxAnswerMs)
    admitted++
    perKey.set(key, (perKey.get(key) ?? 0) + 1)
    let startedAt: number | null = null
    const start: Start = () => {
      const at = now()
      if (queued && at - arrived + ownMs() > maxAnswerMs) throw busy(ownMs())
      startedAt = at
    }
    try {
      return await job(start)
    } finally {
      // Moving means, to follow a machine that gets busier or quieter within a few jobs.
      if (startedAt !== null) {
        const sample = now() - startedAt
        deviationMs += (Math.abs(sample - jobMs) - deviationMs) * 0.25
        jobMs += (sample - jobMs) * 0.2
      }
      admitted--
      const left = (perKey.get(key) ?? 1) - 1
      if (left > 0) perKey.set(key, left)
      else perKey.delete(key)
    }
  }

  return { enter, admits, admitted: () => admitted, jobMs: () => jobMs }
}
