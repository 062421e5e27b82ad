// Media documents as the site's components want them: a URL, its WebP renditions, its size
// and alt text. Shared by server and browser code (no Payload import).

import type { Media } from '../common/payload-types'

/** A document as the site holds it: every populated upload reduced to an Image
 * (compactMedia.server.ts). */
export type Compacted<T> = T extends Media
  ? Image
  : T extends readonly (infer U)[]
    ? Compacted<U>[]
    : T extends object
      ? { [K in keyof T]: Compacted<T[K]> }
      : T

export type Image = {
  url: string
  alt: string
  width: number
  height: number
  srcSet: string
}

type RawSize = { url?: string | null; width?: number | null; height?: number | null }
type RawMedia = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, RawSize | undefined>
}

/** Payload writes upload URLs with the configured server origin; the site serves them from its
 * own origin, so a page works whatever host name it was reached by (a proxy, 127.0.0.1 …). */
export function sitePath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/)/, '')
}

export function toImage(value: unknown): Image | null {
  if (!value || typeof value !== 'object') return null
  // Already shaped on the server (compactMedia): pass through.
  if (typeof (value as Image).srcSet === 'string' && typeof (value as Image).url === 'string') return value as Image
  const media = value as RawMedia
  if (!media.url) return null
  const candidates = Object.values(media.sizes ?? {})
    .filter((s): s is Required<RawSize> & { url: string; width: number } => Boolean(s?.url && s.width))
    .sort((a, b) => a.width - b.width)
  const srcSet = [...candidates.map((s) => `${sitePath(s.url)} ${s.width}w`), media.width ? `${sitePath(media.url)} ${media.width}w` : '']
    .filter(Boolean)
    .join(', ')
  return {
    url: sitePath(media.url),
    alt: media.alt ?? '',
    width: media.width ?? 0,
    height: media.height ?? 0,
    srcSet,
  }
}
