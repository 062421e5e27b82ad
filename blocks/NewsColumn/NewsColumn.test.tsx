import { describe, expect, it } from 'vitest'
import type { NewsColumnBlock } from '../../common/payload-types'
import type { NewsItem } from '../../features/news/news.server'
import { newsItem } from '../../tests/fixtures/news'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { NewsColumn } from './NewsColumn'

const block: Compacted<NewsColumnBlock> = {
  blockType: 'newsColumn',
  heading: 'News',
  intro: 'What the group is doing.',
  limit: 3,
  allNewsUrl: '/media',
}

const news: NewsItem[] = [
  newsItem(1, '2026-10-28T09:00:00.000Z', 'Results', 'Nine-month results', 'nine-month-results'),
  newsItem(2, '2026-09-15T09:00:00.000Z', '', 'Partnership signed', 'partnership-signed'),
]

describe('NewsColumn', () => {
  it('names the section by its heading and heads each item one level below, with its date', () => {
    const html = renderBlock(<NewsColumn block={block} data={news} index={2} pageTitle="Home" />)
    const id = html.match(/<section class="container split news-column" aria-labelledby="([^"]+)">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<h2 id="${id}">News</h2>`)
    expect(html).toContain('<p class="section-header__intro">What the group is doing.</p>')
    expect(html).toMatch(/<h3 class="news-column__headline"><a href="\/media\/news\/nine-month-results">Nine-month results/)
    expect(html).toContain('<time dateTime="2026-10-28">28 October 2026</time>')
  })

  it('shows a label only where an item has one, and links every headline to its article', () => {
    const html = renderBlock(<NewsColumn block={block} data={news} index={2} pageTitle="Home" />)
    expect(html.match(/class="news-label"/g)).toHaveLength(1)
    expect(html).toMatch(/<a href="\/media\/news\/partnership-signed">Partnership signed/)
    expect(html).not.toContain('target="_blank"')
  })

  it('links to all news, in the page’s language', () => {
    const en = renderBlock(<NewsColumn block={block} data={news} index={2} pageTitle="Home" />)
    expect(en).toContain('<a href="/media" class="button news-column__all">All news</a>')
    const ru = renderBlock(<NewsColumn block={{ ...block, intro: null }} data={news} index={2} pageTitle="Главная" />, { language: 'ru' })
    expect(ru).toContain('<a href="/media" class="button news-column__all">Все новости</a>')
    expect(ru).toContain('28 октября 2026')
    expect(ru).not.toContain('section-header__intro')
  })
})
