import { describe, expect, it } from 'vitest'
import { mergeWithFallback } from '../cms/catalogue.server'
import { createI18n } from './instance'

describe('catalogue fallback', () => {
  const en = { Layout32: 'Please enter a valid email address.', Only_en: 'English only' }
  const ru = { Layout32: 'Введите корректный адрес электронной почты.' }

  it('uses the page language where it has the key', () => {
    const t = createI18n('ru', mergeWithFallback(ru, en)).t
    expect(t('Layout32')).toBe('Введите корректный адрес электронной почты.')
  })

  it('falls back to English for a key missing in Russian', () => {
    const t = createI18n('ru', mergeWithFallback(ru, en)).t
    expect(t('Only_en')).toBe('English only')
  })

  it('shows the key itself, never a crash, when no language has it', () => {
    expect(createI18n('en', en).t('Nowhere')).toBe('Nowhere')
  })
})
