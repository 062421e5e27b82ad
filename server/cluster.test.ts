import { describe, expect, it } from 'vitest'
import { restartDelay } from './cluster'

describe('restarting a worker that died', () => {
  it('is immediate after a healthy worker, then backs off to at most 30 s, so a crash loop does not spin', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10, 50].map(restartDelay)).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
  })
})
