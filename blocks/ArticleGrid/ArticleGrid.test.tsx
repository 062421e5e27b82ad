import { describe, expect, it } from 'vitest'
import type { ArticleGridBlock } from '../../common/payload-types'
import { renderBlock, testImage } from '../testing'
import type { Compacted } from '../types'
import { ArticleGrid } from './ArticleGrid'

const block: Compacted<ArticleGridBlock> = {
  blockType: 'articleGrid',
  heading: 'Our stories',
  articles: [
    { tag: 'environment', image: testImage('forest'), title: 'Planting a forest', date: '2024-05-17T00:00:00.000Z', url: '/media/news/forest' },
    { tag: 'talent', image: testImage('careers'), title: 'Join the team', url: 'https://careers.example.com' },
  ],
}

describe('ArticleGrid', () => {
  it('names the section with an h2 and links each article from its h3 title', () => {
    const html = renderBlock(<ArticleGrid block={block} index={1} pageTitle="Media" />)
    expect(html).toMatch(/<h2 class="content-header__title">Our stories<\/h2>/)
    expect(html).toMatch(/<h3 class="article-grid__title"><a href="\/media\/news\/forest" class="article-grid__link">Planting a forest<\/a><\/h3>/)
    expect(html).toMatch(/<img[^>]+alt="forest picture"[^>]+loading="lazy"/)
  })

  it('opens an article on another site in a new tab and says so', () => {
    const html = renderBlock(<ArticleGrid block={block} index={1} pageTitle="Media" />)
    expect(html).toMatch(
      /<a href="https:\/\/careers\.example\.com"[^>]* target="_blank" rel="noopener noreferrer">Join the team<span class="visually-hidden">[^<]*(<!-- -->)?\(opens in a new tab\)<\/span><\/a>/,
    )
    expect(html).not.toMatch(/<a href="\/media\/news\/forest"[^>]*target=/)
  })

  it('shows the topic and the date in the page language, and no date when the article has none', () => {
    const en = renderBlock(<ArticleGrid block={block} index={1} pageTitle="Media" />)
    expect(en).toContain('<span class="article-grid__tag" data-tag="environment">Environment</span>')
    expect(en).toContain('<time dateTime="2024-05-17">17 May 2024</time>')
    expect(en.match(/<time/g)).toHaveLength(1)

    const ru = renderBlock(<ArticleGrid block={block} index={1} pageTitle="Медиа" />, { language: 'ru' })
    expect(ru).toContain('<span class="article-grid__tag" data-tag="environment">Экология</span>')
    expect(ru).toContain('<span class="article-grid__tag" data-tag="talent">Таланты</span>')
    expect(ru).toContain('<time dateTime="2024-05-17">17 мая 2024 г.</time>')
    expect(ru).toContain('(откроется в новой вкладке)')
  })
})
