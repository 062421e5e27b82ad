// Admission to slow work done by a fixed number of workers (password checks): a job that would
// start more than `maxWaitMs` late is refused at once instead of joining an ever longer queue,
// so under a burst every answer comes quickly, either the result or "busy, try again".
//
// The wait is estimated from what is admitted and not finished: the jobs ahead spread over the
// workers, and, for jobs under one key (one e-mail, whose checks run one after another), the jobs
// of that key ahead; each costs the measured mean time of one job.

export type AdmissionOptions = {
  /** How many jobs run at once. */
  workers: () => number
  /** The measured mean time of one job, in ms. */
  meanMs: () => number
  maxWaitMs: number
}

/** Thrown instead of running the job. A property, not a class, marks it: the process holds two
 * copies of this module (Next bundles its own), and `instanceof` would not see the other's. */
export type Busy = Error & { busy: true; retryAfterS: number }

export function isBusy(error: unknown): error is Busy {
  return error instanceof Error && (error as Partial<Busy>).busy === true
}

export function createAdmission({ workers, meanMs, maxWaitMs }: AdmissionOptions) {
  let admitted = 0
  const perKey = new Map<string, number>()

  /** When a new job under `key` would start, in ms from now. */
  function expectedWaitMs(key: string): number {
    const mean = meanMs()
    const overall = Math.floor(admitted / Math.max(1, workers())) * mean
    return Math.max(overall, (perKey.get(key) ?? 0) * mean)
  }

  /** Run `job` when it would start in time; otherwise throw a Busy error without running it. */
  async function enter<T>(key: string, job: () => Promise<T>): Promise<T> {
    const wait = expectedWaitMs(key)
    if (wait > maxWaitMs) {
      // Long enough for the queue ahead to drain, at least a second.
      const retryAfterS = Math.max(1, Math.ceil((wait - maxWaitMs) / 1000))
      throw Object.assign(new Error('busy'), { busy: true as const, retryAfterS })
    }
    admitted++
    perKey.set(key, (perKey.get(key) ?? 0) + 1)
    try {
      return await job()
    } finally {
      admitted--
      const left = (perKey.get(key) ?? 1) - 1
      if (left > 0) perKey.set(key, left)
      else perKey.delete(key)
    }
  }

  return { enter, expectedWaitMs, admitted: () => admitted }
}
