import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { escapeXml } from '../../common/xml'
import { renderRss, type RssChannel } from './rss'

const channel: RssChannel = {
  title: 'Veltrana Group: news',
  link: 'https://veltrana.example/media?lng=en',
  description: 'Results & stories',
  language: 'en',
  self: 'https://veltrana.example/media/news/rss.xml',
  lastBuildDate: '2026-10-29T10:00:00.000Z',
  items: [
    {
      title: 'Q3 <results>\u0001 & "more"',
      link: 'https://veltrana.example/media/news/q3?lng=en',
      description: 'Profit up 7.4 % — see </description><x>',
      published: '2026-10-28T00:00:00.000Z',
      category: 'Results',
    },
    { title: 'Second', link: 'https://veltrana.example/media/news/second?lng=en', description: 'Plain', published: '2026-09-15T00:00:00.000Z' },
  ],
}

describe('renderRss', () => {
  it('writes a well-formed RSS 2.0 document whose texts read back as given, less what XML cannot carry', () => {
    const xml = renderRss(channel)
    expect(XMLValidator.validate(xml)).toBe(true)
    const rss = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml).rss
    expect(rss['@_version']).toBe('2.0')
    expect(rss.channel['atom:link']).toMatchObject({ '@_href': channel.self, '@_rel': 'self', '@_type': 'application/rss+xml' })
    expect(rss.channel.lastBuildDate).toBe('Thu, 29 Oct 2026 10:00:00 GMT')
    const [first, second] = rss.channel.item
    expect(first.title).toBe('Q3 <results> & "more"')
    expect(first.description).toBe('Profit up 7.4 % — see </description><x>')
    expect(first.guid).toMatchObject({ '#text': channel.items[0]!.link, '@_isPermaLink': 'true' })
    expect(first.pubDate).toBe('Wed, 28 Oct 2026 00:00:00 GMT')
    expect(first.category).toBe('Results')
    expect(second.category).toBeUndefined()
  })
})

describe('escapeXml', () => {
  it('escapes markup and both quotes, and drops characters XML 1.0 forbids (lone surrogates too)', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;')
    expect(escapeXml('x\u0000\u0008\u000b\u001f\ufffey\ud800z')).toBe('xyz')
    expect(escapeXml('tab\tnl\ncr\r ok 😀 ё')).toBe('tab\tnl\ncr\r ok 😀 ё')
  })
})
