import { describe, expect, it } from 'vitest'
import { hasFreeValue, renderedUrl } from './pageParams'

describe('renderedUrl', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=mail', '/'],
    ['/about?fbclid=x&tab=history', '/about?tab=history'],
    ['/about?tab=board&tab=history', '/about?tab=board'],
    ['/about?tab=a%20b&lng=ru', '/about?lng=ru&tab=a+b'],
    ['/about?lng=xx&subscribed=2', '/about'],
    ['/about?subscribed=1', '/about?subscribed=1'],
    ['/about?mode=register', '/about'],
    ['/cabinet?mode=register&x=1', '/cabinet?mode=register'],
    ['/cabinet?mode=login', '/cabinet'],
    ['/dashboard?procedures=open', '/dashboard?procedures=open'],
    ['/about.data?_routes=routes%2F%24&x=1', '/about.data'],
    ['/search?utm=1&q=%20Insured%20%20%20cover%20', '/search?q=Insured+cover'],
    ['/search?q=%00%07%E2%80%8B', '/search'],
    ['/search?q=', '/search'],
    ['/about?q=insurance', '/about'],
    ['/cabinet?done=reset&x=1', '/cabinet?done=reset'],
    ['/cabinet?done=password', '/cabinet'],
    ['/updates/confirm?token=a.b&utm=1', '/updates/confirm?token=a.b'],
    ['/updates/preferences?token=a.b&done=confirmed', '/updates/preferences?done=confirmed&token=a.b'],
    ['/cabinet/reset?token=a.b', '/cabinet/reset?token=a.b'],
    ['/about?token=a.b', '/about'],
  ])('%s is rendered as %s', (url, page) => {
    expect(renderedUrl(url)).toBe(page)
  })
})

describe('hasFreeValue', () => {
  it.each([
    ['/', false],
    ['/about?lng=ru&subscribed=1', false],
    ['/cabinet?mode=register', false],
    ['/about?tab=history', true],
    ['/search?q=cover', true],
    ['/media/news?label=Results', true],
    ['/media/news?page=2', true],
    ['/investors/reports?kind=annual', false],
  ])('%s: %s', (url, free) => {
    expect(hasFreeValue(renderedUrl(url))).toBe(free)
  })
})
