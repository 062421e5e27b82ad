import type { Payload } from 'payload'
import { abstractSvg, initialsSvg, uploadSvg } from './images'
import type { SeedContext } from './types'

/** What page and collection seeds build with: each generated image is uploaded once per key
 * and reused (pages that share a picture share the media document). */
export function createSeedContext(payload: Payload): SeedContext & { imagesMade: () => number } {
  const images = new Map<string, Promise<number | string>>()
  const once = (key: string, make: () => Promise<number | string>) => {
    if (!images.has(key)) images.set(key, make())
    return images.get(key)!
  }
  return {
    payload,
    image: (key, alt, size = { width: 1600, height: 900 }) => once(key, () => uploadSvg(payload, abstractSvg(key, size.width, size.height), slug(key), alt)),
    portrait: (name, alt) => once(`portrait:${name}`, () => uploadSvg(payload, initialsSvg(name), slug(`portrait:${name}`), alt)),
    imagesMade: () => images.size,
  }
}

const slug = (key: string) => key.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'image'
