// Media documents as the site's components want them: a URL, its WebP renditions, its size
// and alt text. Shared by server and browser code (no Payload import).

import type { Media } from '../common/payload-types'
import { SHARE_SIZE } from '../common/shareImage'

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
  /** The editor's focal point as a CSS position ("20% 80%"), where it is not the centre: what a
   * cover crop keeps in view. */
  position?: string
}

type RawSize = { url?: string | null; width?: number | null; height?: number | null }
type RawMedia = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, RawSize | undefined>
  focalX?: number | null
  focalY?: number | null
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
  const { [SHARE_SIZE.name]: _share, ...widths } = media.sizes ?? {}
  const candidates = Object.values(widths)
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
    ...focalPosition(media),
  }
}

/** The focal point (percent from the left and top) as `object-position`; nothing for the centre,
 * which is the browser's own default. */
function focalPosition({ focalX, focalY }: RawMedia): { position?: string } {
  const x = typeof focalX === 'number' && Number.isFinite(focalX) ? clampPercent(focalX) : 50
  const y = typeof focalY === 'number' && Number.isFinite(focalY) ? clampPercent(focalY) : 50
  return x === 50 && y === 50 ? {} : { position: `${x}% ${y}%` }
}

const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 100) / 100
