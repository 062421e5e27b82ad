import { useContext, type CSSProperties } from 'react'
import { ImagesWaitForScripts } from './imagesWait'
import { AFTER_LOAD_ATTRIBUTE, WAITING_IMAGE_CLASS } from './islands/protocol'
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
  const waits = useContext(ImagesWaitForScripts) && !priority
  if (!image) return null
  // Hidden images: a decorative one goes, an informative one leaves its text.
  if (hideImages) return image.alt ? <span className="image-text">{image.alt}</span> : null
  const picture = (
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
  if (!waits) return picture
  // The picture's own proportions, unless the stylesheet gives its class others.
  const ratio = image.width && image.height ? ({ '--ratio': `${image.width} / ${image.height}` } as CSSProperties) : undefined
  return (
    <>
      <span className={`${WAITING_IMAGE_CLASS} ${className ?? ''}`} style={ratio} />
      <noscript {...{ [AFTER_LOAD_ATTRIBUTE]: '' }}>{picture}</noscript>
    </>
  )
}
