import type { BannerSliderBlock } from '../../common/payload-types'
import { Carousel } from '../../ui/carousel/Carousel'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Arrow } from '../../ui/icons'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { SectionHeader, useSectionName } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import type { BlockProps } from '../types'
import './BannerSlider.css'

/** A looping slider of wide banners, one per view, each with a link on. */
export function BannerSlider({ block }: BlockProps<BannerSliderBlock>) {
  const { t } = useTranslation()
  const name = useSectionName(block.kicker, block.heading)
  const banners = block.banners ?? []
  return (
    <section className="block-section container banner-slider">
      <SectionHeader kicker={block.kicker} heading={block.heading} />
      <Carousel label={name} loop>
        {banners.map((banner, index) => (
          <article key={banner.id ?? index} className="banner-slider__banner">
            <ResponsiveImage media={banner.image} className="banner-slider__image" sizes="(min-width: 1200px) 720px, (min-width: 768px) 60vw, 100vw" />
            <div className="banner-slider__text">
              {banner.eyebrow ? <p className="banner-slider__eyebrow">{banner.eyebrow}</p> : null}
              <h3 className="banner-slider__title">{banner.title}</h3>
              {banner.text ? <p className="banner-slider__summary">{banner.text}</p> : null}
              <SiteLink href={banner.url} className="button button--accent banner-slider__link">
                {banner.linkLabel || t('Media_read_more')}
                <Arrow />
              </SiteLink>
            </div>
          </article>
        ))}
      </Carousel>
    </section>
  )
}
