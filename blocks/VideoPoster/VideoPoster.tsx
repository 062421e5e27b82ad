import { useId } from 'react'
import type { VideoPosterBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { CtaLink } from '../../ui/CtaLink'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsivePicture } from '../../ui/ResponsivePicture'
import videoPosterCss from './VideoPoster.css?url'

const useStyles = stylesheets(videoPosterCss)

/** A full-width poster (its own crop on phones) with a heading, a bold and a small line. */
export function VideoPoster({ block, index }: BlockProps<VideoPosterBlock>) {
  useStyles()
  const headingId = useId()
  return (
    <section className="video-poster stack" aria-labelledby={headingId}>
      <ResponsivePicture media={block.image} mobileMedia={block.mobileImage} className="video-poster__image" priority={index === 0} />
      <div className="container video-poster__content">
        <div className="video-poster__panel">
          <h2 id={headingId} className="video-poster__heading">
            {block.heading}
          </h2>
          {block.boldLine ? <p className="video-poster__bold">{block.boldLine}</p> : null}
          {block.smallLine ? <p className="video-poster__small">{block.smallLine}</p> : null}
          <CtaLink link={block} className="button button--accent" />
        </div>
      </div>
    </section>
  )
}
