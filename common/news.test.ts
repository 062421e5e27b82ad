import { describe, expect, it } from 'vitest'
import { slugFromHeadline } from '../features/news/newsSlug'
import { isNewsSlug, newsArticlePath, newsFeedPath } from './news'

describe('news slugs', () => {
  it('are made from a headline: lowercase Latin words joined by hyphens', () => {
    expect(slugFromHeadline('Annual results 2025: a record 41 million retail clients')).toBe('annual-results-2025-a-record-41-million-retail-clients')
    expect(slugFromHeadline('  Café — “Über” ÉTÉ  ')).toBe('cafe-uber-ete')
    expect(slugFromHeadline('«Велтрана Забота» открывает резиденцию')).toBe('veltrana-zabota-otkryvaet-rezidenciyu')
    expect(slugFromHeadline('!!! ???')).toBe('')
  })

  it('are cut at a word boundary to 80 characters', () => {
    const slug = slugFromHeadline('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug).toMatch(/^(word-)*word$/)
    expect(isNewsSlug(slug)).toBe(true)
  })

  it.each(['annual-results-2025', 'q1', 'a-b-c'])('accepts %j', (slug) => {
    expect(isNewsSlug(slug)).toBe(true)
  })

  it.each(['', 'Annual-results', 'annual_results', 'annual--results', '-annual', 'annual-', 'годовые', 'a/b', 'rss.xml', 'a'.repeat(81), null])(
    'refuses %j',
    (slug) => {
      expect(isNewsSlug(slug)).toBe(false)
    },
  )
})

describe('news addresses', () => {
  it('put an article under /media/news and name the feed’s language unless it is English', () => {
    expect(newsArticlePath('annual-results-2025')).toBe('/media/news/annual-results-2025')
    expect(newsFeedPath('en')).toBe('/media/news/rss.xml')
    expect(newsFeedPath('ru')).toBe('/media/news/rss.xml?lng=ru')
  })
})
