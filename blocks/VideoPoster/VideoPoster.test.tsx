import { describe, expect, it } from 'vitest'
import type { VideoPosterBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { VideoPoster } from './VideoPoster'

const block: Compacted<VideoPosterBlock> = {
  blockType: 'videoPoster',
  image: testImage('poster-wide'),
  mobileImage: testImage('poster-tall'),
  heading: 'Thirty years together',
  boldLine: 'A film about the group',
  smallLine: 'Premiere on 1 June',
  url: 'https://video.example.org/thirty-years',
  linkLabel: 'Watch the film',
}

describe('VideoPoster', () => {
  it('is a section named by its heading, with a separate crop for phones', () => {
    const html = renderBlock(<VideoPoster block={block} index={1} pageTitle="Home" />)
    const id = html.match(/<section class="video-poster stack" aria-labelledby="([^"]+)">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<h2 id="${id}" class="video-poster__heading">Thirty years together</h2>`)
    expect(html).toMatch(/<picture><source media="\(max-width: 767px\)" srcSet="\/api\/media\/file\/poster-tall-640.webp 640w/)
    expect(html).toMatch(/<img[^>]+alt="poster-wide picture"[^>]+loading="lazy"/)
    expect(html).toContain('<p class="video-poster__bold">A film about the group</p>')
    expect(html).toContain('<p class="video-poster__small">Premiere on 1 June</p>')
  })

  it('opens an external film page in a new tab, saying so in the visitor’s language', () => {
    const html = renderBlock(<VideoPoster block={block} index={1} pageTitle="Главная" />, { language: 'ru' })
    expect(html).toMatch(
      /<a href="https:\/\/video.example.org\/thirty-years" class="button button--accent" target="_blank" rel="noopener noreferrer">Watch the film<span class="visually-hidden"> (<!-- -->)?\(откроется в новой вкладке\)<\/span><\/a>/,
    )
  })

  it('without a mobile image, optional lines or a link label shows only the wide image and the heading', () => {
    const html = renderBlock(
      <VideoPoster
        block={{ blockType: 'videoPoster', image: testImage('poster-wide'), heading: 'Thirty years together', url: '/' }}
        index={0}
        pageTitle="Home"
      />,
    )
    expect(html).not.toContain('<picture>')
    expect(html).toMatch(/<img[^>]+loading="eager"/)
    expect(html).not.toContain('video-poster__bold')
    expect(html).not.toContain('video-poster__small')
    expect(html).not.toContain('<a ')
  })
})
