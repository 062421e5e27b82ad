import { describe, expect, it, vi } from 'vitest'
import { advanceLocalContentVersion } from '../../platform/contentVersion'
import { memoized } from './islandMemo'

const island = (name: string, pathname = '/', search = '') => ({ name, prefix: 'r0-', pathname, search, props: {} })

describe('content islands are rendered once per language, content version and render', () => {
  it('reuses a render for the same catalogue and key, and renders again for another of either', () => {
    const english = { language: 'en' as const, catalogue: { Hello: 'Hello' } }
    const render = vi.fn(() => ({ html: `<p>${render.mock.calls.length}</p>`, data: '{}', stylesheets: [] }))
    const first = memoized(english, island('banner'), render)
    expect(memoized(english, island('banner'), render)).toBe(first)
    expect(render).toHaveBeenCalledTimes(1)
    memoized(english, island('banner', '/about_us'), render)
    // A content change loads a new catalogue object: nothing rendered for the old one is used.
    memoized({ language: 'en', catalogue: { Hello: 'Hello again' } }, island('banner'), render)
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('keeps one render per language', () => {
    const render = vi.fn(() => ({ html: '', data: '', stylesheets: [] }))
    const english = { language: 'en' as const, catalogue: {} }
    const russian = { language: 'ru' as const, catalogue: {} }
    memoized(english, island('header'), render)
    memoized(russian, island('header'), render)
    memoized(english, island('header'), render)
    memoized(russian, island('header'), render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('keeps a render with images given way to their text apart from the one with images', () => {
    const page = { language: 'en' as const, catalogue: {} }
    const render = vi.fn(() => ({ html: `<p>${render.mock.calls.length}</p>`, data: '', stylesheets: [] }))
    const withImages = memoized(page, island('imageCarousel'), render)
    const withoutImages = memoized(page, { ...island('imageCarousel'), hideImages: true }, render)
    expect(withoutImages).not.toBe(withImages)
    expect(memoized(page, island('imageCarousel'), render)).toBe(withImages)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('tells props apart by what they hold, whether the objects are the same or copies', () => {
    const page = { language: 'en' as const, catalogue: {} }
    const render = vi.fn(() => ({ html: '', data: '', stylesheets: [] }))
    const withProps = (props: Record<string, unknown>) => ({ ...island('cards'), props })
    const block = { title: 'Care' }
    memoized(page, withProps({ block, index: 0 }), render)
    memoized(page, withProps({ block, index: 0 }), render)
    memoized(page, withProps({ block: { title: 'Care' }, index: 0 }), render)
    expect(render).toHaveBeenCalledTimes(1)
    memoized(page, withProps({ block: { title: 'Savings' }, index: 0 }), render)
    memoized(page, withProps({ block, index: 1 }), render)
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('renders again once the content version moves', () => {
    const page = { language: 'en' as const, catalogue: {} }
    const render = vi.fn(() => ({ html: '', data: '', stylesheets: [] }))
    memoized(page, island('footer'), render)
    advanceLocalContentVersion()
    memoized(page, island('footer'), render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('does not serve the new version a render made from the strings of the old one', () => {
    const before = { language: 'en' as const, catalogue: { Title: 'Old' } }
    const after = { language: 'en' as const, catalogue: { Title: 'New' } }
    const render = (page: typeof before) => () => ({ html: page.catalogue.Title, data: '', stylesheets: [] })
    advanceLocalContentVersion()
    // A request that loaded its strings before the change renders after it.
    memoized(before, island('tabs'), render(before))
    expect(memoized(after, island('tabs'), render(after)).html).toBe('New')
    expect(memoized(after, island('tabs'), render(before)).html).toBe('New')
  })

  it('keeps a bounded number of renders (500 per language), the least recently used out first', () => {
    const catalogue = {}
    const render = vi.fn(() => ({ html: '', data: '', stylesheets: [] }))
    const en = { language: 'en' as const, catalogue }
    const ru = { language: 'ru' as const, catalogue }
    for (let i = 0; i < 500; i++) memoized(en, island('page', '/', `?q=${i}`), render)
    for (let i = 0; i < 500; i++) memoized(ru, island('page', '/', `?q=${i}`), render)
    memoized(en, island('page', '/', '?q=1'), render)
    expect(render).toHaveBeenCalledTimes(1000)
    memoized(en, island('page', '/', '?q=1000'), render)
    expect(render).toHaveBeenCalledTimes(1001)
    memoized(en, island('page', '/', '?q=1000'), render)
    memoized(en, island('page', '/', '?q=1'), render)
    expect(render).toHaveBeenCalledTimes(1001)
    memoized(en, island('page', '/', '?q=0'), render)
    expect(render).toHaveBeenCalledTimes(1002)
  })
})
