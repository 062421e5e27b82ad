import { describe, expect, it } from 'vitest'
import { formatPhone } from './phone'

describe('phone display', () => {
  it('formats stored digits internationally', () => {
    expect(formatPhone('79123456789')).toBe('+7 912 345 67 89')
    expect(formatPhone('447400123456')).toBe('+44 7400 123456')
  })
  it('leaves what it cannot read alone', () => {
    expect(formatPhone('')).toBe('')
    expect(formatPhone('abc')).toBe('abc')
  })
})
