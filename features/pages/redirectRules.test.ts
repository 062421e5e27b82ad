import { describe, expect, it } from 'vitest'
import { redirectLocation, redirectSource, redirectTarget } from './redirectRules'

describe('redirectSource', () => {
  it.each([
    ['/old-page', '/old-page'],
    ['old-page', '/old-page'],
    ['/About_Us/Old/', '/about_us/old'],
    ['  /press?id=7#top ', '/press'],
    ['/новости', '/%d0%bd%d0%be%d0%b2%d0%be%d1%81%d1%82%d0%b8'],
    ['/a/b/../c', '/a/c'],
    ['/', '/'],
  ])('spells %j as %j', (input, spelled) => {
    expect(redirectSource(input)).toBe(spelled)
  })

  it.each(['', 'https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/admin', '/api/pages', '/_next/x', '/%09/evil'])(
    'refuses %j',
    (input) => {
      expect(redirectSource(input)).toBeNull()
    },
  )
})

describe('redirectTarget', () => {
  it('takes a path of this site, with the from-path spelling of it', () => {
    expect(redirectTarget('/About_us/new?tab=x')).toEqual({ local: true, href: '/About_us/new?tab=x', path: '/about_us/new' })
    expect(redirectTarget('media/news')).toEqual({ local: true, href: '/media/news', path: '/media/news' })
  })

  it('takes an http(s) address elsewhere', () => {
    expect(redirectTarget('https://example.org/a b')).toBeNull()
    expect(redirectTarget('https://example.org/report.pdf')).toEqual({ local: false, href: 'https://example.org/report.pdf' })
  })

  it('reads an address on the site itself as its path', () => {
    expect(redirectTarget('https://www.veltrana.example/about_us?lng=ru', 'https://www.veltrana.example')).toEqual({
      local: true,
      href: '/about_us?lng=ru',
      path: '/about_us',
    })
  })

  it.each(['javascript:alert(1)', 'ftp://example.org/', '//evil.example', '/\\evil.example', '/%0a/evil', 'data:text/html,x', 'https://'])(
    'refuses %j',
    (input) => {
      expect(redirectTarget(input)).toBeNull()
    },
  )
})

describe('redirectLocation', () => {
  it('keeps the query for a path without one, never for another site', () => {
    expect(redirectLocation('/new', '?lng=ru')).toBe('/new?lng=ru')
    expect(redirectLocation('/new#part', '?lng=ru')).toBe('/new?lng=ru#part')
    expect(redirectLocation('/new?tab=a', '?lng=ru')).toBe('/new?tab=a')
    expect(redirectLocation('https://example.org/', '?lng=ru')).toBe('https://example.org/')
    expect(redirectLocation('/new', '')).toBe('/new')
  })
})
