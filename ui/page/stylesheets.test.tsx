import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island } from '../islands/Island'
import { IslandRegistryContext, islandRegistry } from '../islands/registry'
import { PageProvider } from './PageContext'
import { collectStylesheets, stylesheets } from './stylesheets'

// Registered in this order, as modules that import one another would be.
const useBase = stylesheets('/assets/base.css')
const useCard = stylesheets('/assets/base.css', '/assets/card.css')
const useBanner = stylesheets('/assets/banner.css')

function Card() {
  useCard()
  return <p>card</p>
}
function Banner() {
  useBanner()
  return <p>banner</p>
}
function Base() {
  useBase()
  return <p>base</p>
}
// A component no render below shows.
stylesheets('/assets/unused.css')

describe('the stylesheets a page carries', () => {
  it('are those of the components it rendered, in the order their modules ranked them', () => {
    const { value, stylesheets: used } = collectStylesheets(() =>
      renderToString(
        <>
          <Banner />
          <Card />
          <Base />
        </>,
      ),
    )
    expect(value).toBe('<p>banner</p><p>card</p><p>base</p>')
    expect(used).toEqual(['/assets/base.css', '/assets/card.css', '/assets/banner.css'])
  })

  it('include an inner render’s (an island’s), and nothing outside a render', () => {
    renderToString(<Banner />)
    const { stylesheets: used } = collectStylesheets(() => {
      renderToString(<Card />)
      return collectStylesheets(() => renderToString(<Banner />)).stylesheets
    })
    expect(used).toEqual(['/assets/base.css', '/assets/card.css', '/assets/banner.css'])
  })

  it('include a kept island’s on every page that shows it, not only the one that rendered it', () => {
    const registry = islandRegistry({ '../../blocks/Banner/island.ts': { default: Banner } })
    const page = (
      <PageProvider value={{ language: 'en', catalogue: {}, pathname: '/', search: '' }}>
        <IslandRegistryContext.Provider value={registry}>
          <Island name="banner" props={{}} memo />
        </IslandRegistryContext.Provider>
      </PageProvider>
    )
    const first = collectStylesheets(() => renderToString(page))
    const second = collectStylesheets(() => renderToString(page))
    expect(first.value).toContain('<p>banner</p>')
    expect(second.stylesheets).toEqual(['/assets/banner.css'])
  })
})
