import type { Payload } from 'payload'
import { abstractSvg, portraitSvg } from './images'
import { createImageUploads } from './imageUploads'
import type { Localized } from './localized'
import type { SeedContext } from './types'

/** What page and collection seeds build with. Each picture is uploaded once per key and shared
 * by every place that asks for that key; asking starts the upload at once, so a seed that asks
 * for several pictures before awaiting them gets them made in parallel. */
export function createSeedContext(payload: Payload): SeedContext & { imagesMade: () => number } {
  const upload = createImageUploads(payload)
  const images = new Map<string, { alt: Localized<string>; id: Promise<number | string> }>()
  const picture: SeedContext['picture'] = (key, draw, alt) => {
    const known = images.get(key)
    if (known) {
      // One key is one media document with one alt text: a second wording would be lost.
      if (known.alt.en !== alt.en || known.alt.ru !== alt.ru) throw new Error(`Seed image "${key}" is asked for with two different alt texts`)
      return known.id
    }
    const id = upload(pictureFilename(key), draw(), alt)
    // Asked for ahead of use: a failure is reported to whoever awaits it, not as unhandled.
    id.catch(() => undefined)
    images.set(key, { alt, id })
    return id
  }
  return {
    payload,
    picture,
    image: (key, alt, size = { width: 1600, height: 900 }) => picture(key, () => abstractSvg(key, size.width, size.height), alt),
    portrait: (name, alt) => picture(`portrait:${name}`, () => portraitSvg(name), alt),
    imagesMade: () => images.size,
  }
}

/** The same context, but its pictures are only asked for: every call returns at once with a
 * stand-in id. Running the page layouts against it queues all their pictures, in layout order. */
export function askingOnly(ctx: SeedContext): SeedContext {
  const standIn = Promise.resolve(0)
  return {
    payload: ctx.payload,
    picture: (...args) => (ctx.picture(...args), standIn),
    image: (...args) => (ctx.image(...args), standIn),
    portrait: (...args) => (ctx.portrait(...args), standIn),
  }
}

/** The file name (before Payload's extension) a picture's key gives its upload. */
export const pictureFilename = (key: string) =>
  key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image'
