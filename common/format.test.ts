import { describe, expect, it } from 'vitest'
import { dateParts, formatDate, formatDateTime, formatDay, formatNumber, twoDigits } from './format'

describe('locale formatting', () => {
  it('groups digits per language', () => {
    expect(formatNumber(55080, 'en')).toBe('55,080')
    expect(formatNumber(55080, 'ru').replace(/\s/g, ' ')).toBe('55 080')
  })
  it('writes dates with the month name', () => {
    expect(formatDate('2026-11-21T00:00:00.000Z', 'en')).toBe('21 November 2026')
    expect(formatDate('2026-11-21T00:00:00.000Z', 'ru')).toBe('21 ноября 2026 г.')
  })
  it('splits a date into day, month name and year', () => {
    expect(dateParts('2026-11-21T00:00:00.000Z', 'en')).toEqual({ day: '21', month: 'November', year: '2026' })
    expect(dateParts('2026-11-21T00:00:00.000Z', 'ru')).toEqual({ day: '21', month: 'ноября', year: '2026' })
  })
  it("writes a moment on Moscow's clock, naming it in the language, whatever the machine's zone", () => {
    expect(formatDateTime('2026-11-28T22:05:00.000Z', 'en')).toBe('29 November 2026 at 01:05 Moscow time')
    expect(formatDateTime('2026-11-28T22:05:00.000Z', 'ru')).toBe('29 ноября 2026 г. в 01:05 по московскому времени')
    expect(formatDay('2026-11-28T22:05:00.000Z', 'en')).toBe('29 November 2026')
  })
  it('pads positions to two digits', () => {
    expect(twoDigits(1)).toBe('01')
    expect(twoDigits(21)).toBe('21')
  })
})
