import type { TextImageBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { CtaLink } from '../../ui/CtaLink'
import { Arrow } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { RichText } from '../../ui/RichText'
import sectionHeaderCss from '../../ui/section/SectionHeader.css?url'
import textImageCss from './TextImage.css?url'

// The eyebrow is a section header's kicker.
const useStyles = stylesheets(sectionHeaderCss, textImageCss)

/** A section of text beside an image; the image's side and the background are CMS choices. */
export function TextImage({ block }: BlockProps<TextImageBlock>) {
  useStyles()
  return (
    <section className={`block-section text-image${block.tone === 'soft' ? ' block-section--soft' : ''}`}>
      <div className="container text-image__inner" data-image={block.imagePosition ?? 'end'}>
        <div className="text-image__text">
          {block.eyebrow ? <p className="content-header__kicker">{block.eyebrow}</p> : null}
          <h2>{block.heading}</h2>
          <RichText content={block.content} />
          <CtaLink link={block} className="button text-image__link" after={<Arrow />} />
        </div>
        <ResponsiveImage media={block.image} className="text-image__image" sizes="(min-width: 992px) 560px, 100vw" />
      </div>
    </section>
  )
}
