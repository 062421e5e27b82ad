import { useTranslation } from '../i18n/useTranslation'
import type { MediaLabel } from '../../common/mediaLabels'
import { Arrow } from '../components/icons'
import { ResponsiveImage } from '../components/ResponsiveImage'
import { SectionHeader } from '../components/section/SectionHeader'
import { SiteLink } from '../components/SiteLink'
import type { BlockProps } from './RenderBlocks'
import './PromoCardBlock.css'

type PromoCard = { kicker?: MediaLabel | null; title: string; text?: string | null; image: unknown; url?: string | null; linkLabel?: string | null }

/** One featured story: a large image beside its title, text and link. */
export function PromoCardBlock({ block }: BlockProps<PromoCard>) {
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
