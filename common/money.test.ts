import { describe, expect, it } from 'vitest'
import { centsToDecimalString, dollarsToCents, formatCents, sumCents } from './money'

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('money', () => {
  it('formats cents as dollars with two decimals in each language', () => {
    expect(formatCents(123450, 'en')).toBe('$1,234.50')
    expect(plain(formatCents(123450, 'ru'))).toBe('1 234,50 $')
    expect(formatCents(5, 'en')).toBe('$0.05')
    expect(formatCents(-2500, 'en')).toBe('-$25.00')
  })

  it('shows an exact zero plain only when asked (the procedures sum)', () => {
    expect(formatCents(0, 'en')).toBe('$0.00')
    expect(formatCents(0, 'en', { plainZero: true })).toBe('$0')
    expect(plain(formatCents(0, 'ru', { plainZero: true }))).toBe('0 $')
    expect(formatCents(1, 'en', { plainZero: true })).toBe('$0.01')
  })

  it('refuses anything but integer cents', () => {
    expect(() => formatCents(12.5, 'en')).toThrow(TypeError)
  })

  it('sums cents exactly', () => {
    expect(sumCents([10, 20, 70])).toBe(100)
    expect(sumCents([])).toBe(0)
  })

  it('turns typed dollars into cents without float drift', () => {
    expect(dollarsToCents(0.29)).toBe(29)
    expect(dollarsToCents(1.1)).toBe(110)
    expect(dollarsToCents('12.5')).toBe(1250)
    expect(dollarsToCents('1234.56')).toBe(123456)
    expect(dollarsToCents(-3)).toBe(-300)
    expect(dollarsToCents('-0')).toBe(0)
    expect(dollarsToCents(1.005)).toBeNull()
    expect(dollarsToCents('1e3')).toBeNull()
    expect(dollarsToCents(NaN)).toBeNull()
    expect(dollarsToCents(null)).toBeNull()
  })

  it('writes a plain decimal string for the API', () => {
    expect(centsToDecimalString(0)).toBe('0.00')
    expect(centsToDecimalString(1250)).toBe('12.50')
    expect(centsToDecimalString(-5)).toBe('-0.05')
  })
})
