import { describe, expect, it } from 'vitest'
import { createAdmission, isBusy, type Start } from './admission'

/** One fake worker: jobs run one after another, each `ms` long, and call `start` when their turn comes. */
function slowWorker(ms: number) {
  let tail = Promise.resolve()
  let done = 0
  const check =
    <T>(value: T) =>
    (start: Start) => {
      const result = tail.then(() => {
        start()
        return new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))
      })
      tail = result.then(
        () => {
          done++
        },
        () => undefined,
      )
      return result
    }
  return { check, done: () => done }
}

describe('admission to sign-ins', () => {
  it('refuses at once, with a retry delay, a sign-in that could not be answered within 2 s, and loses none it admitted', async () => {
    const worker = slowWorker(100)
    const admission = createAdmission({ workers: () => 1, firstJobMs: 100, maxAnswerMs: 2000 })
    // Until measured, a sign-in may take its first guess twice over (the mean and twice a
    // deviation of half of it): one with n ahead is answered after 100 n + 200 ms, so nineteen fit.
    const admitted = Array.from({ length: 19 }, (_, i) => admission.enter(`customer:${i}`, worker.check(i)))
    expect(admission.admitted()).toBe(19)

    const started = performance.now()
    const refused = await admission.enter('customer:late', worker.check('late')).catch((error: unknown) => error)
    expect(performance.now() - started).toBeLessThan(50)
    expect(isBusy(refused)).toBe(true)
    expect((refused as { retryAfterS: number }).retryAfterS).toBeGreaterThanOrEqual(1)

    const outcomes = await Promise.allSettled(admitted)
    // Admitted ones ran, unless their turn came too late to answer in time (timers run late on a busy machine).
    const ran = outcomes.filter((o) => o.status === 'fulfilled').length
    expect(ran).toBeGreaterThanOrEqual(14)
    for (const o of outcomes) if (o.status === 'rejected') expect(isBusy(o.reason)).toBe(true)
    expect(admission.admitted()).toBe(0)
    expect(await admission.enter('customer:late', worker.check('late'))).toBe('late')
  })

  it('counts the sign-ins of one e-mail, which run one after another, even with idle workers', async () => {
    const worker = slowWorker(10)
    const admission = createAdmission({ workers: () => 100, firstJobMs: 500, maxAnswerMs: 2000 })
    // 1000, 1500 and 2000 ms: three fit.
    const same = Array.from({ length: 3 }, () => admission.enter('customer:anna', worker.check('ok')))
    await expect(admission.enter('customer:anna', worker.check('late'))).rejects.toMatchObject({ busy: true })
    expect(await admission.enter('customer:boris', worker.check('other'))).toBe('other')
    expect(await Promise.all(same)).toEqual(['ok', 'ok', 'ok'])
  })

  it('refuses a sign-in whose turn comes too late to be answered in time, before it does anything', async () => {
    let clock = 0
    const admission = createAdmission({ workers: () => 1, firstJobMs: 300, maxAnswerMs: 2000, now: () => clock })
    let release = () => {}
    const ahead = admission.enter('customer:boris', (start) => {
      start()
      return new Promise<void>((resolve) => (release = resolve))
    })
    let worked = false
    const late = admission.enter('customer:anna', async (start) => {
      // The machine got slower than the estimate: 1.8 s passed before this one's turn.
      clock += 1800
      start()
      worked = true
      return 'ok'
    })
    await expect(late).rejects.toMatchObject({ busy: true })
    expect(worked).toBe(false)
    release()
    await ahead
    expect(admission.admitted()).toBe(0)
  })

  it('never refuses a sign-in with nothing ahead of it, however slow the machine', async () => {
    let clock = 0
    const admission = createAdmission({ workers: () => 1, firstJobMs: 100, maxAnswerMs: 2000, now: () => clock })
    for (let i = 0; i < 10; i++) {
      const answer = await admission.enter('customer:anna', async (start) => {
        start()
        clock += 3000
        return 'signed in'
      })
      expect(answer).toBe('signed in')
    }
    // With one ahead, though, the next would wait beyond the bound.
    let release = () => {}
    const ahead = admission.enter('customer:anna', (start) => {
      start()
      return new Promise<void>((resolve) => (release = resolve))
    })
    await expect(admission.enter('customer:boris', async (start) => start())).rejects.toMatchObject({ busy: true })
    release()
    await ahead
  })

  it('learns how long a sign-in takes from those that ran', async () => {
    let clock = 0
    const admission = createAdmission({ workers: () => 1, firstJobMs: 100, maxAnswerMs: 2000, now: () => clock })
    for (let i = 0; i < 20; i++) {
      await admission.enter('k', async (start) => {
        start()
        clock += 1200
      })
    }
    expect(admission.jobMs()).toBeGreaterThan(1150)
    // Now one sign-in ahead makes the next one's answer come after 2 s.
    const ahead = admission.enter('k', async (start) => start())
    await expect(admission.enter('other', async (start) => start())).rejects.toMatchObject({ busy: true })
    await ahead
  })

  it('frees the place of a sign-in that failed', async () => {
    const admission = createAdmission({ workers: () => 1, firstJobMs: 1000, maxAnswerMs: 2000 })
    for (let i = 0; i < 5; i++) await expect(admission.enter('k', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(admission.admitted()).toBe(0)
  })
})
