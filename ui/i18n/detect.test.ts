import { describe, expect, it } from 'vitest'
import { detectLanguage } from './i18next.server'

const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, { headers })

describe('language detection order', () => {
  it('falls back to English', async () => {
    expect(await detectLanguage(req('/'))).toBe('en')
  })
  it('reads Accept-Language', async () => {
    expect(await detectLanguage(req('/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' }))).toBe('ru')
  })
  it('prefers the cookie to Accept-Language', async () => {
    expect(await detectLanguage(req('/', { cookie: 'i18next=en', 'accept-language': 'ru' }))).toBe('en')
    expect(await detectLanguage(req('/', { cookie: 'a=1; i18next=ru', 'accept-language': 'en' }))).toBe('ru')
  })
  it('prefers ?lng to the cookie', async () => {
    expect(await detectLanguage(req('/?lng=ru', { cookie: 'i18next=en' }))).toBe('ru')
  })
  it('ignores languages it does not offer', async () => {
    expect(await detectLanguage(req('/?lng=de', { cookie: 'i18next=fr', 'accept-language': 'de' }))).toBe('en')
  })
})
