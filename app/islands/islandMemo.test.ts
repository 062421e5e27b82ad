import { describe, expect, it, vi } from 'vitest'
import { memoized } from './islandMemo'

describe('content islands are rendered once per catalogue and key', () => {
  it('reuses a render for the same catalogue and key, and renders again for another of either', () => {
    const english = { Hello: 'Hello' }
    const render = vi.fn(() => ({ html: `<p>${render.mock.calls.length}</p>`, data: '{}' }))
    const first = memoized(english, 'banner|/', render)
    expect(memoized(english, 'banner|/', render)).toBe(first)
    expect(render).toHaveBeenCalledTimes(1)
    memoized(english, 'banner|/about_us', render)
    // A content change loads a new catalogue object: nothing rendered for the old one is used.
    memoized({ Hello: 'Hello again' }, 'banner|/', render)
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('keeps a bounded number of renders per catalogue, the oldest out first', () => {
    const catalogue = {}
    const render = vi.fn(() => ({ html: '', data: '' }))
    for (let i = 0; i <= 500; i++) memoized(catalogue, `page|/?q=${i}`, render)
    expect(render).toHaveBeenCalledTimes(501)
    memoized(catalogue, 'page|/?q=500', render)
    expect(render).toHaveBeenCalledTimes(501)
    memoized(catalogue, 'page|/?q=0', render)
    expect(render).toHaveBeenCalledTimes(502)
  })
})
