import type { PromoCardBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Arrow } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import promoCardCss from './PromoCard.css?url'

const useStyles = stylesheets(promoCardCss)

/** One featured story: a large image beside its title, text and link. */
export function PromoCard({ block }: BlockProps<PromoCardBlock>) {
  useStyles()
  const { t } = useTranslation()
  return (
    <section className="block-section container">
      <article className="promo-card">
        <ResponsiveImage media={block.image} className="promo-card__image" sizes="(min-width: 992px) 640px, 100vw" />
        <div className="promo-card__body">
          <SectionHeader kicker={block.kicker} heading={block.title} intro={block.text} />
          {block.url ? (
            <SiteLink href={block.url} className="button promo-card__link">
              {block.linkLabel || t('Media_read_more')}
              <Arrow />
            </SiteLink>
          ) : null}
        </div>
      </article>
    </section>
  )
}
