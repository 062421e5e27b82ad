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

describe('RichText links', () => {
  const paragraph = (...children: object[]) => richText({ type: 'paragraph', version: 1, children })
  const link = (fields: object, text: string) => ({ type: 'link', version: 1, fields, children: [{ type: 'text', text, version: 1 }] })
  const render = (content: unknown) => renderBlock(<RichText block={{ blockType: 'richText', content } as never} index={1} pageTitle="News" />)

  it('keeps the text of a link to a script or data address, without the link', () => {
    const html = render(
      paragraph(
        link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'one'),
        link({ linkType: 'custom', url: ' java\tscript:alert(2)' }, 'two'),
        link({ linkType: 'custom', url: 'data:text/html,<script>alert(3)</script>', newTab: true }, 'three'),
      ),
    )
    expect(html).toContain('<p>one<!-- -->two<!-- -->three</p>')
    expect(html).not.toMatch(/<a\b/)
  })

  it('sends an internal link to the page or news article it names', () => {
    const html = render(
      paragraph(
        link({ linkType: 'internal', doc: { relationTo: 'news', value: { slug: 'annual-results-2025' } } }, 'the results'),
        link({ linkType: 'internal', doc: { relationTo: 'pages', value: { path: 'about_us/history' } } }, 'our history'),
      ),
    )
    expect(html).toContain('<a href="/media/news/annual-results-2025">the results</a>')
    expect(html).toContain('<a href="/about_us/history">our history</a>')
  })
})

describe('RichText typesetting', () => {
  it('keeps a number’s digit groups and its unit on one line, as editors type them with spaces', () => {
    const figures = richText({ type: 'paragraph', version: 1, children: [{ type: 'text', text: '3 400 автомобилей и 42,6 млн клиентов', version: 1 }] })
    const html = renderBlock(<RichText block={{ blockType: 'richText', content: figures }} index={1} pageTitle="Экология" />)
    expect(html).toContain('<p>3\u00A0400 автомобилей и 42,6\u00A0млн клиентов</p>')
  })
})
