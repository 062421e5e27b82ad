import { describe, expect, it } from 'vitest'
import { boundingBox, osmEmbedUrl, osmPageUrl } from './osm'

describe('OpenStreetMap embed', () => {
  const office = { lat: 55.7452, lng: 37.6339, zoom: 15 }

  it('covers the area an 800 px map shows at zoom 15, centred on the point', () => {
    const box = boundingBox(office)
    expect(box.east - box.west).toBeCloseTo((800 * 360) / (256 * 2 ** 15), 4)
    expect((box.east + box.west) / 2).toBeCloseTo(office.lng, 4)
    expect((box.north + box.south) / 2).toBeCloseTo(office.lat, 4)
    // One zoom level out doubles the span.
    expect(boundingBox({ ...office, zoom: 14 }).east - boundingBox({ ...office, zoom: 14 }).west).toBeCloseTo(2 * (box.east - box.west), 4)
  })

  it('builds the embed and page addresses with a marker', () => {
    const url = new URL(osmEmbedUrl(office))
    expect(url.origin).toBe('https://www.openstreetmap.org')
    expect(url.searchParams.get('marker')).toBe('55.7452,37.6339')
    expect(url.searchParams.get('bbox')?.split(',')).toHaveLength(4)
    expect(osmPageUrl(office)).toBe('https://www.openstreetmap.org/?mlat=55.7452&mlon=37.6339#map=15/55.7452/37.6339')
  })
})
