import { describe, expect, it } from 'vitest'
import type { NewsListBlock } from '../../common/payload-types'
import type { NewsItem } from '../../features/news/news.server'
import { newsItem } from '../../tests/fixtures/news'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { NewsList } from './NewsList'

const block: Compacted<NewsListBlock> = { blockType: 'newsList', kicker: 'news', heading: 'Latest from the group', limit: 6, url: '/about_us/news' }

const news: NewsItem[] = [
  newsItem(1, '2026-11-21T09:00:00.000Z', 'Results', 'Nine-month results', 'nine-month-results'),
  newsItem(2, '2026-10-02T09:00:00.000Z', '', 'A new office in Kazan', 'kazan-office'),
]

describe('NewsList', () => {
  it('heads the list with its label and heading, and each item with a calendar date and its headline link', () => {
    const html = renderBlock(<NewsList block={block} data={news} index={1} pageTitle="Home" />)
    expect(html).toContain('<p class="content-header__kicker">News</p>')
    expect(html).toContain('<h2 class="content-header__title">Latest from the group</h2>')
    expect(html.match(/<li class="news-list__item">/g)).toHaveLength(2)
    expect(html).toMatch(
      /<time class="news-list__date" dateTime="2026-11-21"><span class="news-list__day">21<\/span> <span class="news-list__month">November<\/span> ?<span class="news-list__year">2026<\/span><\/time>/,
    )
    expect(html).toContain('<a href="/media/news/nine-month-results" class="news-list__headline">Nine-month results</a>')
  })

  it('shows a label only where an item has one, and links every headline to its article', () => {
    const html = renderBlock(<NewsList block={block} data={news} index={1} pageTitle="Home" />)
    expect(html.match(/news-list__label/g)).toHaveLength(1)
    expect(html).toContain('<a href="/media/news/kazan-office" class="news-list__headline">A new office in Kazan</a>')
    expect(html).not.toContain('target="_blank"')
  })

  it('links to the news feed in the page’s language', () => {
    const en = renderBlock(<NewsList block={block} data={news} index={1} pageTitle="Media" />)
    expect(en).toMatch(/<a class="feed-link" href="\/media\/news\/rss.xml" type="application\/rss\+xml"><svg[^>]*>.*?<\/svg>RSS feed<\/a>/)
    const ru = renderBlock(<NewsList block={block} data={news} index={1} pageTitle="Медиа" />, { language: 'ru' })
    expect(ru).toMatch(/<a class="feed-link" href="\/media\/news\/rss.xml\?lng=ru" type="application\/rss\+xml"><svg[^>]*>.*?<\/svg>RSS-лента<\/a>/)
  })

  it('leaves out the “all news” link when it has no address (the list on the news page itself)', () => {
    const html = renderBlock(<NewsList block={{ ...block, url: null }} data={news} index={1} pageTitle="Media" />)
    expect(html).not.toContain('content-header__action')
  })

  it('links to all news with the editors’ label, else the translated one', () => {
    const own = renderBlock(<NewsList block={{ ...block, linkLabel: 'Every story' }} data={news} index={1} pageTitle="Home" />)
    expect(own).toMatch(/<a href="\/about_us\/news" class="content-header__action">Every story/)
    const ru = renderBlock(<NewsList block={block} data={news} index={1} pageTitle="Главная" />, { language: 'ru' })
    expect(ru).toMatch(/<a href="\/about_us\/news" class="content-header__action">Все новости/)
    expect(ru).toContain('<span class="news-list__month">ноября</span>')
    expect(ru).toContain('<p class="content-header__kicker">Новости</p>')
  })
})
