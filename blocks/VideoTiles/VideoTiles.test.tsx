import { describe, expect, it } from 'vitest'
import type { VideoTilesBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { VideoTiles } from './VideoTiles'

const block: Compacted<VideoTilesBlock> = {
  blockType: 'videoTiles',
  heading: 'Films',
  intro: 'Stories from our companies.',
  tiles: [
    { id: 'a', image: testImage('harvest'), title: 'The harvest', url: 'https://video.example.org/harvest' },
    { id: 'b', image: testImage('bridge'), title: 'The bridge', url: 'https://video.example.org/bridge' },
  ],
}

describe('VideoTiles', () => {
  it('names the section by its heading and puts the tile titles one level below', () => {
    const html = renderBlock(<VideoTiles block={block} index={2} pageTitle="Media" />)
    const id = html.match(/<section class="container video-tiles" aria-labelledby="([^"]+)">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<h2 id="${id}">Films</h2>`)
    expect(html).toContain('<p class="section-header__intro">Stories from our companies.</p>')
    expect(html).toContain('<h3 class="video-tile__title">The harvest</h3>')
    expect(html).toContain('<h3 class="video-tile__title">The bridge</h3>')
  })

  it('plays each film on its external page in a new tab, with a named button', () => {
    const en = renderBlock(<VideoTiles block={block} index={2} pageTitle="Media" />)
    expect(en).toContain(
      '<a href="https://video.example.org/harvest" class="video-tile__play" aria-label="Play video: The harvest (opens in a new tab)" target="_blank" rel="noopener noreferrer">',
    )
    const ru = renderBlock(<VideoTiles block={block} index={2} pageTitle="Медиа" />, { language: 'ru' })
    expect(ru).toContain('aria-label="Смотреть видео: The bridge (откроется в новой вкладке)"')
  })

  it('without a heading, leaves out the header and makes the tile titles the headings', () => {
    const html = renderBlock(<VideoTiles block={{ ...block, heading: null, intro: null }} index={2} pageTitle="Media" />)
    expect(html).not.toContain('aria-labelledby')
    expect(html).not.toContain('<header')
    expect(html).toContain('<h2 class="video-tile__title">The harvest</h2>')
  })
})
