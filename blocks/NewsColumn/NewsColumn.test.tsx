import { describe, expect, it } from 'vitest'
import type { NewsItem } from '../../app/content/news.server'
import type { NewsColumnBlock } from '../../common/payload-types'
import { renderBlock } from '../testing'
import type { Compacted } from '../types'
import { NewsColumn } from './NewsColumn'

const block: Compacted<NewsColumnBlock> = {
  blockType: 'newsColumn',
  heading: 'News',
  intro: 'What the group is doing.',
  limit: 3,
  allNewsUrl: '/about_us/news',
}

const news: NewsItem[] = [
  { id: 1, date: '2026-10-28T09:00:00.000Z', label: 'Results', headline: 'Nine-month results', link: '/about_us/news/results' },
  { id: 2, date: '2026-09-15T09:00:00.000Z', label: '', headline: 'Partnership signed', link: 'https://press.example.org/partners' },
]

describe('NewsColumn', () => {
  it('names the section by its heading and heads each item one level below, with its date', () => {
    const html = renderBlock(<NewsColumn block={block} data={news} index={2} pageTitle="Home" />)
    const id = html.match(/<section class="container news-column" aria-labelledby="([^"]+)">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<h2 id="${id}">News</h2>`)
    expect(html).toContain('<p class="section-header__intro">What the group is doing.</p>')
    expect(html).toMatch(/<h3 class="news-column__headline"><a href="\/about_us\/news\/results">Nine-month results/)
    expect(html).toContain('<time dateTime="2026-10-28">28 October 2026</time>')
  })

  it('shows a label only where an item has one, and opens an outside news page in a new tab', () => {
    const html = renderBlock(<NewsColumn block={block} data={news} index={2} pageTitle="Home" />)
    expect(html.match(/news-column__label/g)).toHaveLength(1)
    expect(html).toContain('<a href="https://press.example.org/partners" target="_blank" rel="noopener noreferrer">')
  })

  it('links to all news, in the page’s language', () => {
    const en = renderBlock(<NewsColumn block={block} data={news} index={2} pageTitle="Home" />)
    expect(en).toContain('<a href="/about_us/news" class="button news-column__all">All news</a>')
    const ru = renderBlock(<NewsColumn block={{ ...block, intro: null }} data={news} index={2} pageTitle="Главная" />, { language: 'ru' })
    expect(ru).toContain('<a href="/about_us/news" class="button news-column__all">Все новости</a>')
    expect(ru).toContain('28 октября 2026')
    expect(ru).not.toContain('section-header__intro')
  })
})
