import type { Media } from '../../common/payload-types'
import { SHARE_SIZE, type ShareImage } from '../../common/shareImage'
import { sitePath } from '../media'

/** The blocks that open a page with its picture: the first of a page's blocks, when it is one of
 * these, is its hero, whose picture link previews show when the page names no share image. */
export const HERO_BLOCKS: readonly string[] = ['hero', 'sustainabilityHero']

type Layout = readonly { blockType: string; image?: unknown }[] | null | undefined

/** The page's picture for link previews: its share image, else its hero's picture. */
export function pageShareImage(page: { seo?: { image?: unknown } | null; layout?: Layout }): ShareImage | null {
  const hero = page.layout?.[0]
  return shareImageOf(page.seo?.image) ?? (hero && HERO_BLOCKS.includes(hero.blockType) ? shareImageOf(hero.image) : null)
}

/** A populated upload's share rendition (site path, size, alt); its original where it has none
 * (an upload made before the rendition existed); null for anything not a populated upload. */
export function shareImageOf(value: unknown): ShareImage | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Partial<Media>
  if (!media.url) return null
  const share = (media.sizes as Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined> | undefined)?.[
    SHARE_SIZE.name
  ]
  const rendition = share?.url && share.width && share.height ? share : media
  return { url: sitePath(rendition.url!), width: rendition.width ?? 0, height: rendition.height ?? 0, alt: media.alt ?? '' }
}
