import { describe, expect, it } from 'vitest'
import { safeHref, safeLocalPath } from './links'

describe('safeLocalPath', () => {
  it.each(['/', '/about', '/about?tab=history', '/news/2024?q=a%20b#updates', '/%D0%BE-%D0%BD%D0%B0%D1%81', '/a/b/../c'])(
    'keeps the same-site path %j',
    (path) => {
      expect(safeLocalPath(path)).toBe(path)
    },
  )

  it.each([
    // another site, plainly or as browsers read it
    '//evil.example',
    'https://evil.example/',
    'evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    // control characters: browsers drop tabs and newlines, leaving "//"
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\x00/evil.example',
    '/\x7f/evil.example',
    ' /evil.example',
    '/ /evil.example',
    // percent-encoded forms of the same
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%252f/evil.example',
    '/%25%30%39/evil.example',
    '/%c2%85/evil.example',
    // malformed escapes, non-ASCII that cannot go in a header, not a string
    '/%',
    '/%zz',
    '/é',
    '/путь',
    '',
    null,
    undefined,
    42,
  ])('sends %j to the root', (value) => {
    expect(safeLocalPath(value)).toBe('/')
  })
})

describe('safeHref', () => {
  it.each([
    '/about_us',
    '/media/news/a?lng=ru#top',
    '#section',
    'https://example.org/a?b=1',
    'HTTP://example.org',
    'mailto:press@veltrana.example',
    'tel:+74950000000',
  ])('keeps %j', (href) => {
    expect(safeHref(href)).toBe(href)
  })

  it('reads an address as browsers do: without tabs and newlines, trimmed', () => {
    expect(safeHref('  https://example.org/\n')).toBe('https://example.org/')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\x01javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'evil.example',
    '',
    null,
    42,
  ])('drops %j', (href) => {
    expect(safeHref(href)).toBeNull()
  })
})
