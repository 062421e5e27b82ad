import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { siteLanguage } from './siteLanguage'

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as IncomingMessage

describe('site language of a raw request', () => {
  it('follows the site rule: ?lng, then the cookie, then Accept-Language, then English', async () => {
    expect(await siteLanguage(request('/?lng=en', { cookie: 'i18next=ru' }))).toBe('en')
    expect(await siteLanguage(request('/', { cookie: 'i18next=ru', 'accept-language': 'en' }))).toBe('ru')
    expect(await siteLanguage(request('/', { 'accept-language': 'ru-RU,ru;q=0.9' }))).toBe('ru')
    expect(await siteLanguage(request('/'))).toBe('en')
  })

  it('answers a repeat of the same inputs at once, without detecting again', async () => {
    const first = siteLanguage(request('/news', { cookie: 'i18next=ru; theme=dark' }))
    expect(first).toBeInstanceOf(Promise)
    expect(await first).toBe('ru')
    // Another path with the same language inputs is the same answer.
    expect(siteLanguage(request('/about_us', { cookie: 'i18next=ru; theme=dark' }))).toBe('ru')
  })
})
