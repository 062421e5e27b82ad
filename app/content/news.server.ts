import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import { cached } from './cache.server'

export type NewsItem = { id: string | number; date: string; label: string; headline: string; link: string }

/** The newest news items in `language`. */
export function latestNews(payload: Payload, language: Language, limit: number): Promise<NewsItem[]> {
  return cached(`news:${language}:${limit}`, async () => {
    const result = await payload.find({ collection: 'news', locale: language, sort: '-date', limit, depth: 0 })
    return (result.docs as unknown as NewsItem[]).map(({ id, date, label, headline, link }) => ({ id, date, label: label ?? '', headline, link }))
  })
}
