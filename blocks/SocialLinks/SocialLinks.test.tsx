import { describe, expect, it, vi } from 'vitest'
import type { SocialLinksBlock } from '../../common/payload-types'
import type { SiteSettings } from '../../features/shell/layout.server'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { SocialLinks } from './SocialLinks'

// The addresses are the site settings', which the root route loads.
const settings = vi.hoisted(() => {
  const social: SiteSettings['social'] = []
  return { social }
})
vi.mock('../../features/shell/useSiteSettings', () => ({ useSiteSettings: () => settings }))

settings.social = [
  { network: 'facebook', url: 'https://facebook.example/veltrana' },
  { network: 'youtube', url: 'https://youtube.example/@veltrana' },
  { network: 'x', url: 'https://x.example/veltrana' },
]

const block: Compacted<SocialLinksBlock> = {
  blockType: 'socialLinks',
  heading: 'Follow us',
  text: 'News from the group, first.',
  networks: ['x', 'linkedin', 'facebook'],
}

describe('SocialLinks', () => {
  it('lists the chosen accounts in the block’s order, leaving out networks without an address', () => {
    const html = renderBlock(<SocialLinks block={block} index={4} pageTitle="Contacts" />)
    expect(html).toMatch(/<h2 class="content-header__title">Follow us<\/h2><p class="content-header__intro">News from the group, first.<\/p>/)
    const hrefs = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1])
    expect(hrefs).toEqual(['https://x.example/veltrana', 'https://facebook.example/veltrana'])
    expect(html).not.toContain('youtube')
  })

  it('opens each account in a new tab, named from the catalogue', () => {
    const html = renderBlock(<SocialLinks block={block} index={4} pageTitle="Contacts" />)
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(2)
    expect(html).toContain('<ul class="social-block__list" aria-label="Social media">')
    expect(html).toMatch(/<span class="social-block__name">Facebook<\/span><span class="visually-hidden"> (<!-- -->)?\(opens in a new tab\)<\/span>/)
  })

  it('names the list in Russian', () => {
    const html = renderBlock(<SocialLinks block={block} index={4} pageTitle="Контакты" />, { language: 'ru' })
    expect(html).toContain('aria-label="Социальные сети"')
    expect(html).toContain('(откроется в новой вкладке)')
  })
})
