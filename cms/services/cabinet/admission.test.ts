import { describe, expect, it } from 'vitest'
import { createAdmission, isBusy } from './admission'

/** One fake worker: jobs run one after another, each `ms` long. */
function slowWorker(ms: number) {
  let tail = Promise.resolve()
  let done = 0
  const check = <T>(value: T) => {
    const result = tail.then(() => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms)))
    tail = result.then(() => {
      done++
    })
    return result
  }
  return { check, done: () => done }
}

describe('admission to the password checks', () => {
  it('refuses at once, with a retry delay, a check that would start more than 2 s late, and loses none it admitted', async () => {
    const worker = slowWorker(100)
    const admission = createAdmission({ workers: () => 1, meanMs: () => 100, maxWaitMs: 2000 })
    const admitted = Array.from({ length: 21 }, (_, i) => admission.enter(`customer:${i}`, () => worker.check(i)))
    expect(admission.admitted()).toBe(21)

    const started = performance.now()
    const refused = await admission.enter('customer:late', () => worker.check('late')).catch((error: unknown) => error)
    expect(performance.now() - started).toBeLessThan(50)
    expect(isBusy(refused)).toBe(true)
    expect((refused as { retryAfterS: number }).retryAfterS).toBeGreaterThanOrEqual(1)

    expect(await Promise.all(admitted)).toEqual(Array.from({ length: 21 }, (_, i) => i))
    expect(worker.done()).toBe(21)
    expect(admission.admitted()).toBe(0)
    expect(await admission.enter('customer:late', () => worker.check('late'))).toBe('late')
  })

  it('counts the checks of one e-mail, which run one after another, even with idle workers', async () => {
    const worker = slowWorker(10)
    const admission = createAdmission({ workers: () => 100, meanMs: () => 500, maxWaitMs: 2000 })
    const same = Array.from({ length: 5 }, () => admission.enter('customer:anna', () => worker.check('ok')))
    await expect(admission.enter('customer:anna', () => worker.check('late'))).rejects.toMatchObject({ busy: true })
    expect(await admission.enter('customer:boris', () => worker.check('other'))).toBe('other')
    expect(await Promise.all(same)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok'])
  })

  it('frees the place of a check that failed', async () => {
    const admission = createAdmission({ workers: () => 1, meanMs: () => 1000, maxWaitMs: 2000 })
    for (let i = 0; i < 5; i++) await expect(admission.enter('k', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(admission.admitted()).toBe(0)
  })
})
