import { toImage, type Image } from './media'
import { usePage } from './page/PageContext'

type Props = {
  media: unknown
  sizes?: string
  /** The page's main image: fetched first, never lazy. */
  priority?: boolean
  className?: string
}

/** A CMS image with its WebP srcset, explicit dimensions (no layout shift) and alt text; where a
 * stylesheet crops it (`object-fit: cover`), the crop keeps the editor's focal point in view. */
export function ResponsiveImage({ media, sizes = '100vw', priority = false, className }: Props) {
  const image: Image | null = toImage(media)
  const { hideImages } = usePage()
  if (!image) return null
  // Hidden images: a decorative one goes, an informative one leaves its text.
  if (hideImages) return image.alt ? <span className="image-text">{image.alt}</span> : null
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={image.alt}
      style={image.position ? { objectPosition: image.position } : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...{ fetchpriority: priority ? 'high' : undefined }}
    />
  )
}
