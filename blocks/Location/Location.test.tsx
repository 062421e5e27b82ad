import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LocationBlock } from '../../common/payload-types'
import type { SiteSettings } from '../../features/shell/layout.server'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { Location } from './Location'

// The place comes from the root route's data (Site settings), and whether the page loads scripts
// from its route: a unit test has no router for either.
const root = vi.hoisted(() => {
  const state: { location: SiteSettings['location'] | null; scripts: boolean } = { location: null, scripts: false }
  return state
})
vi.mock('../../features/shell/useSiteSettings', () => ({ useSiteSettings: () => (root.location ? { location: root.location } : undefined) }))
vi.mock('../../ui/islands/routeIslands', () => ({ useRouteHasIslands: () => root.scripts }))

const block: Compacted<LocationBlock> = { blockType: 'location', heading: 'Head office', text: 'Visitors by appointment.' }

beforeEach(() => {
  root.location = { city: 'Moscow', address: '12 Tverskaya Street, Moscow', lat: 55.7601, lng: 37.6087, zoom: 16 }
  root.scripts = false
})

describe('Location', () => {
  it('heads the section with the city, under the block’s heading, with the address and note', () => {
    const html = renderBlock(<Location block={block} index={3} pageTitle="Contacts" />)
    const id = html.match(/<section class="container split location" aria-labelledby="([^"]+)">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain('<p class="eyebrow">Head office</p>')
    expect(html).toContain(`<h2 id="${id}" class="location__city">Moscow</h2>`)
    expect(html).toContain('<address class="location__address">12 Tverskaya Street, Moscow</address>')
    expect(html).toContain('<p class="location__note">Visitors by appointment.</p>')
  })

  it('embeds a titled map of the point and links to a larger one in a new tab', () => {
    const html = renderBlock(<Location block={block} index={3} pageTitle="Contacts" />)
    expect(html).toMatch(
      /<iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[^"]+marker=55\.7601%2C37\.6087" title="Map showing our head office: 12 Tverskaya Street, Moscow" loading="lazy"/,
    )
    expect(html).toContain(
      '<a href="https://www.openstreetmap.org/?mlat=55.7601&amp;mlon=37.6087#map=16/55.7601/37.6087" class="text-link" target="_blank" rel="noopener noreferrer">Open a larger map',
    )
  })

  it('on a page that loads scripts keeps the map in a noscript, for the islands entry to put in after the load', () => {
    const plain = renderBlock(<Location block={block} index={3} pageTitle="Contacts" />)
    expect(plain).toMatch(/<div class="location__map"><iframe src="https:\/\/www\.openstreetmap\.org\//)
    root.scripts = true
    const deferred = renderBlock(<Location block={block} index={3} pageTitle="Contacts" />)
    expect(deferred).toMatch(
      /<div class="location__map"><noscript data-after-load=""><iframe src="https:\/\/www\.openstreetmap\.org\/[^"]+" title="Map showing our head office/,
    )
  })

  it('without a map point shows the address only, and without settings the heading stands in for the city', () => {
    root.location = { city: 'Moscow', address: '12 Tverskaya Street, Moscow', lat: null, lng: null, zoom: 15 }
    const noPoint = renderBlock(<Location block={{ ...block, text: null }} index={3} pageTitle="Contacts" />)
    expect(noPoint).not.toContain('<iframe')
    expect(noPoint).not.toContain('openstreetmap')
    expect(noPoint).not.toContain('location__note')
    expect(noPoint).toContain('12 Tverskaya Street, Moscow')
    root.location = null
    expect(renderBlock(<Location block={block} index={3} pageTitle="Contacts" />)).toMatch(/<h2 id="[^"]+" class="location__city">Head office<\/h2>/)
  })

  it('titles the map and its link in Russian', () => {
    const html = renderBlock(<Location block={block} index={3} pageTitle="Контакты" />, { language: 'ru' })
    expect(html).toContain('title="Карта с нашим центральным офисом: 12 Tverskaya Street, Moscow"')
    expect(html).toContain('Открыть карту крупнее')
    expect(html).toMatch(/\(откроется в новой вкладке\)<\/span><\/a>/)
  })
})
