import { toImage } from './media'
import { usePage } from './page/PageContext'
import { ResponsiveImage } from './ResponsiveImage'

type Props = {
  /** The wide image, also the fallback. */
  media: unknown
  /** A separate crop for narrow screens; without it the wide image is used everywhere. */
  mobileMedia?: unknown
  priority?: boolean
  className?: string
}

/** A CMS image with a separate mobile crop: <picture> lets the browser fetch only the one it
 * shows, each with its WebP srcset and its own dimensions (no layout shift at either size). */
export function ResponsivePicture({ media, mobileMedia, priority = false, className }: Props) {
  const { hideImages } = usePage()
  const mobile = toImage(mobileMedia)
  const image = <ResponsiveImage media={media} className={className} priority={priority} sizes="100vw" />
  if (!mobile || hideImages) return image
  return (
    <picture>
      <source
        media="(max-width: 767px)"
        srcSet={mobile.srcSet || mobile.url}
        sizes="100vw"
        width={mobile.width || undefined}
        height={mobile.height || undefined}
      />
      {image}
    </picture>
  )
}
