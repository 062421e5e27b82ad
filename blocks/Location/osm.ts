// OpenStreetMap's embed (no API key) takes a bounding box, not a zoom level. The box is the
// area a map of the given size shows at that zoom, so the embed opens at that zoom.

const TILE = 256

export type MapPoint = { lat: number; lng: number; zoom: number }

/** The box a width × height px map centred on the point covers at its zoom (Web Mercator). */
export function boundingBox({ lat, lng, zoom }: MapPoint, width = 800, height = 450) {
  const degreesPerPixel = 360 / (TILE * 2 ** zoom)
  const halfLng = (width / 2) * degreesPerPixel
  // Latitude degrees shrink by cos(lat) on the projection.
  const halfLat = (height / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180)
  const round = (n: number) => Number(n.toFixed(5))
  return { west: round(lng - halfLng), south: round(lat - halfLat), east: round(lng + halfLng), north: round(lat + halfLat) }
}

export function osmEmbedUrl(point: MapPoint): string {
  const box = boundingBox(point)
  const params = new URLSearchParams({ bbox: [box.west, box.south, box.east, box.north].join(','), layer: 'mapnik', marker: `${point.lat},${point.lng}` })
  return `https://www.openstreetmap.org/export/embed.html?${params}`
}

/** The same place on openstreetmap.org, for a "larger map" link. */
export function osmPageUrl({ lat, lng, zoom }: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`
}
