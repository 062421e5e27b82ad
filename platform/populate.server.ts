import type { PopulateType } from 'payload'

/** What a populated `media` upload needs to become an <img> (see ui/media.ts), its focal point too: loader data goes
 * to the browser as JSON, so related images are trimmed to these fields. */
export const IMAGE_POPULATE: PopulateType = {
  // `filename` too: Payload derives `url` from it.
  media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true, focalX: true, focalY: true },
}
