import { describe, expect, it } from 'vitest'
import type { NavItem } from './layout.server'
import { inMenuOrder } from './sitemapOrder'

const item = (href: string, links: string[]): NavItem => ({
  label: href,
  href,
  inFooter: true,
  columns: [{ links: links.map((h) => ({ label: h, href: h })) }],
})

describe('inMenuOrder', () => {
  const items = [
    item('/about_us', ['/about_us/who_we_are', '/about_us/our_leadership', '/about_us/governance', '/about_us/history']),
    item('/media', ['/media/news', '/media/press_contacts']),
  ]
  const legal = [
    { label: 'Contact', href: '/contact_us' },
    { label: 'Privacy', href: '/privacy_policy?x=1' },
  ]
  const paths = [
    'privacy_policy',
    'about_us/history',
    'media/press_contacts',
    'about_us/governance',
    'about_us/our_business/banking',
    'contact_us',
    'home',
    'about_us/our_business',
    'media',
    'about_us/who_we_are',
    'about_us',
    'about_us/our_leadership',
    'zeta',
    'media/news',
  ]

  it('puts home first, then the pages in the order of the menu and its legal links, each under its parent', () => {
    expect(
      inMenuOrder(
        paths.map((path) => ({ path })),
        items,
        legal,
      ).map((page) => page.path),
    ).toEqual([
      'home',
      'about_us',
      'about_us/who_we_are',
      'about_us/our_leadership',
      'about_us/governance',
      'about_us/history',
      'about_us/our_business',
      'about_us/our_business/banking',
      'media',
      'media/news',
      'media/press_contacts',
      'contact_us',
      'privacy_policy',
      'zeta',
    ])
  })
})
