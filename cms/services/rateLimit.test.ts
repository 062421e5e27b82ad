import { afterEach, describe, expect, it, vi } from 'vitest'
import { allow } from './rateLimit'

describe('per-client rate limit', () => {
  afterEach(() => vi.useRealTimers())

  it('lets a client through up to the limit within the window, then refuses', () => {
    const limit = { max: 3, windowMs: 60_000 }
    const results = Array.from({ length: 5 }, () => allow('test-a', '10.0.0.1', limit))
    expect(results).toEqual([true, true, true, false, false])
  })

  it('counts clients and actions separately', () => {
    const limit = { max: 1, windowMs: 60_000 }
    expect(allow('test-b', '10.0.0.2', limit)).toBe(true)
    expect(allow('test-b', '10.0.0.3', limit)).toBe(true)
    expect(allow('test-c', '10.0.0.2', limit)).toBe(true)
    expect(allow('test-b', '10.0.0.2', limit)).toBe(false)
  })

  it('opens again when the window has passed', () => {
    vi.useFakeTimers()
    const limit = { max: 1, windowMs: 1_000 }
    expect(allow('test-d', '10.0.0.4', limit)).toBe(true)
    expect(allow('test-d', '10.0.0.4', limit)).toBe(false)
    vi.advanceTimersByTime(1_001)
    expect(allow('test-d', '10.0.0.4', limit)).toBe(true)
  })
})
