import { describe, expect, it } from 'vitest'
import type { GalleryCardsBlock } from '../../common/payload-types'
import { renderBlock, testImage } from '../testing'
import type { Compacted } from '../types'
import { GalleryCards } from './GalleryCards'

const block: Compacted<GalleryCardsBlock> = {
  blockType: 'galleryCards',
  heading: 'Media gallery',
  intro: 'Photos and films of the group.',
  cards: [
    { image: testImage('photos'), title: 'Photos', text: 'Events and offices.', url: '/media/media_gallery' },
    { image: testImage('films'), title: 'Films', url: 'https://video.example.com' },
  ],
}

describe('GalleryCards', () => {
  it('names the section with an h2 and links each card from its h3 title, images loaded lazily', () => {
    const html = renderBlock(<GalleryCards block={block} index={2} pageTitle="Media" />)
    expect(html).toMatch(/<h2 class="content-header__title">Media gallery<\/h2><p class="content-header__intro">Photos and films of the group\.<\/p>/)
    expect(html).toContain('<h3 class="gallery-cards__title"><a href="/media/media_gallery" class="gallery-cards__link">Photos</a></h3>')
    expect(html).toMatch(/<img class="gallery-cards__image"[^>]+alt="photos picture" loading="lazy"/)
  })

  it('opens a card on another site in a new tab and says so, in the page language', () => {
    const en = renderBlock(<GalleryCards block={block} index={2} pageTitle="Media" />)
    expect(en).toMatch(
      /<a href="https:\/\/video\.example\.com" class="gallery-cards__link" target="_blank" rel="noopener noreferrer">Films<span class="visually-hidden">[^<]*(<!-- -->)?\(opens in a new tab\)/,
    )
    const ru = renderBlock(<GalleryCards block={block} index={2} pageTitle="Медиа" />, { language: 'ru' })
    expect(ru).toMatch(/rel="noopener noreferrer">Films<span class="visually-hidden">[^<]*(<!-- -->)?\(откроется в новой вкладке\)/)
  })

  it('shows a card’s text only when it has one, and no header without heading or intro', () => {
    const html = renderBlock(<GalleryCards block={{ ...block, heading: null, intro: null }} index={2} pageTitle="Media" />)
    expect(html.match(/gallery-cards__text/g)).toHaveLength(1)
    expect(html).not.toContain('<header')
  })
})
