import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { News } from '../../common/payload-types'
import { cached } from './cache.server'

/** A news item as the news blocks show it: a missing label is empty. */
export type NewsItem = Pick<News, 'id' | 'date' | 'headline' | 'link'> & { label: string }

/** The newest news items in `language`. */
export function latestNews(payload: Payload, language: Language, limit: number): Promise<NewsItem[]> {
  return cached(`news:${language}:${limit}`, async () => {
    const result = await payload.find({ collection: 'news', locale: language, sort: '-date', limit, depth: 0 })
    return result.docs.map(({ id, date, label, headline, link }) => ({ id, date, label: label ?? '', headline, link }))
  })
}
