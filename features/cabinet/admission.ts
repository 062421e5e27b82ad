// Admission to slow work done by a fixed number of workers (a sign-in: its reads and writes and
// its password check): a job that would be answered more than `maxAnswerMs` after it arrived is
// refused at once instead of joining an ever longer queue, so under a burst every answer comes
// in time, either the result or "busy, try again".
//
// The answer time is estimated from what is admitted and not finished: the jobs ahead spread
// over the workers, and, for jobs under one key (one e-mail, whose jobs run one after another),
// the jobs of that key ahead; each costs the measured mean time of one job, and its own is
// counted at the mean plus twice the mean deviation (as TCP estimates a round trip), since one
// slower than the mean would be late. An estimate can be wrong (the machine gets busier), so a
// job also checks when its turn comes (`start`): if it could no longer be answered in time, it
// is refused then, having done nothing. A job with nothing ahead of it is never refused: the
// bound is on waiting, and a machine so slow that one sign-in alone takes 2 s still signs people
// in, one after another.

export type AdmissionOptions = {
  /** How many jobs run at once (under different keys). */
  workers: () => number
  /** The time of one job until one has been measured, in ms. */
  firstJobMs: number
  /** Every job is answered within this many ms of its arrival, or refused. */
  maxAnswerMs: number
  now?: () => number
}

/** Thrown instead of running the job. A property, not a class, marks it: the process holds two
 * copies of this module (Next bundles its own), and `instanceof` would not see the other's. */
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
      // Moving means of whole jobs and of their spread: follow a machine that gets busier or
      // quieter within a few jobs.
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
