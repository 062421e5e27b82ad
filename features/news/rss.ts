import { escapeXml } from '../../common/xml'

// An RSS 2.0 document (https://www.rssboard.org/rss-specification), with the Atom self link
// feed validators ask for. Written by hand like the sitemap: a few elements, every text escaped.

export type RssItem = {
  title: string
  /** The item's absolute address; also its guid. */
  link: string
  description: string
  /** ISO date. */
  published: string
  category?: string
}

export type RssChannel = {
  title: string
  /** The absolute address of the site's page for this feed. */
  link: string
  description: string
  /** A language tag, "en" or "ru". */
  language: string
  /** The absolute address the feed is served at. */
  self: string
  /** ISO date of the last change to what the feed lists. */
  lastBuildDate?: string
  items: RssItem[]
}

/** RFC 822 dates, as RSS 2.0 requires: "Wed, 28 Oct 2026 00:00:00 GMT". */
const rfc822 = (iso: string) => new Date(iso).toUTCString()

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

export function renderRss(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.link)}`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      ${element('pubDate', rfc822(item.published))}`,
      item.category ? `      ${element('category', item.category)}` : null,
      `      ${element('description', item.description)}`,
      '    </item>',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', channel.language)}`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    channel.lastBuildDate ? `    ${element('lastBuildDate', rfc822(channel.lastBuildDate))}` : null,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n')
}
