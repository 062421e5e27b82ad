import { describe, expect, it } from 'vitest'
import { mergeWithFallback } from '../../features/translations/catalogue.server'
import { translate } from './translate'

describe('catalogue fallback', () => {
  const en = { Layout32: 'Please enter a valid email address.', Only_en: 'English only' }
  const ru = { Layout32: 'Введите корректный адрес электронной почты.' }
  const page = mergeWithFallback(ru, en)

  it('uses the page language where it has the key', () => {
    expect(translate(page, 'Layout32')).toBe('Введите корректный адрес электронной почты.')
  })

  it('falls back to English for a key missing in Russian', () => {
    expect(translate(page, 'Only_en')).toBe('English only')
  })

  it('shows the key itself, never a crash, when no language has it', () => {
    expect(translate(page, 'Nowhere')).toBe('Nowhere')
  })
})
