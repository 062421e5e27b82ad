import { describe, expect, it } from 'vitest'
import { richText } from '../../tests/fixtures/richText'
import { renderBlock } from '../testing'
import { RichText } from './RichText'

const content = richText(
  { type: 'heading', tag: 'h2', version: 1, children: [{ type: 'text', text: 'Our principles', version: 1 }] },
  { type: 'heading', tag: 'h3', version: 1, children: [{ type: 'text', text: 'Transparency', version: 1 }] },
  {
    type: 'paragraph',
    version: 1,
    children: [
      { type: 'text', text: 'Read the ', version: 1 },
      {
        type: 'link',
        version: 1,
        fields: { linkType: 'custom', url: 'https://example.org/code', newTab: true },
        children: [{ type: 'text', text: 'code of conduct', version: 1 }],
      },
      { type: 'text', text: ' or the ', version: 1 },
      { type: 'link', version: 1, fields: { linkType: 'custom', url: '/about_us' }, children: [{ type: 'text', text: 'group profile', version: 1 }] },
    ],
  },
)

describe('RichText', () => {
  it('renders the text in a container, keeping the editors’ heading levels', () => {
    const html = renderBlock(<RichText block={{ blockType: 'richText', content }} index={1} pageTitle="Principles" />)
    expect(html).toMatch(/^<section class="container rich-text-block"><div class="rich-text">/)
    expect(html).toContain('<h2>Our principles</h2>')
    expect(html).toContain('<h3>Transparency</h3>')
  })

  it('opens a link marked for a new tab in one, safely, and keeps site links in place', () => {
    const html = renderBlock(<RichText block={{ blockType: 'richText', content }} index={1} pageTitle="Principles" />)
    expect(html).toContain('<a href="https://example.org/code" target="_blank" rel="noopener noreferrer">code of conduct</a>')
    expect(html).toContain('<a href="/about_us">group profile</a>')
  })
})
