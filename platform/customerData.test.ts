import { describe, expect, it } from 'vitest'
import { keptForCustomer } from './customerData'

describe('what is kept of a customer’s data', () => {
  it('is read once per count: requests arriving during a read share it, a moved count reads again', async () => {
    let reads = 0
    const read = async () => {
      reads++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { reads }
    }
    const together = await Promise.all([1, 2, 3].map(() => keptForCustomer('part', 'shared', 1, read)))
    expect(reads).toBe(1)
    expect(new Set(together).size).toBe(1)
    expect(await keptForCustomer('part', 'shared', 1, read)).toBe(together[0])
    expect(await keptForCustomer('part', 'shared', 2, read)).toEqual({ reads: 2 })
    // Kept per customer and per part.
    await keptForCustomer('part', 'other', 2, read)
    await keptForCustomer('other part', 'shared', 2, read)
    expect(reads).toBe(4)
  })

  it('keeps no failed read: the next request reads again', async () => {
    let attempts = 0
    const flaky = async () => {
      if (++attempts === 1) throw new Error('database busy')
      return 'read'
    }
    await expect(keptForCustomer('part', 'failing', 1, flaky)).rejects.toThrow('database busy')
    expect(await keptForCustomer('part', 'failing', 1, flaky)).toBe('read')
    expect(attempts).toBe(2)
  })
})
