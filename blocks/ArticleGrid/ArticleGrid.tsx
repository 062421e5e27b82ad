import { formatDate } from '../../common/format'
import type { ArticleGridBlock } from '../../common/payload-types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import type { BlockProps } from '../types'
import '../section.css'
import './ArticleGrid.css'

/** Article cards with a topic tag: two per row (two rows of a four-card grid) on narrow
 * screens, four per row from medium screens up. */
export function ArticleGrid({ block }: BlockProps<ArticleGridBlock>) {
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <section className="block-section container">
      <SectionHeader heading={block.heading} />
      <ul className="article-grid">
        {(block.articles ?? []).map((article, index) => (
          <li key={article.id ?? index} className="article-grid__card linked-card picture-card panel">
            <ResponsiveImage media={article.image} className="article-grid__image" sizes="(min-width: 768px) 290px, 50vw" />
            <div className="article-grid__body">
              <p className="article-grid__meta">
                <span className="article-grid__tag" data-tag={article.tag}>
                  {t(`Article_tag_${article.tag}`)}
                </span>
                {article.date ? <time dateTime={article.date.slice(0, 10)}>{formatDate(article.date, language)}</time> : null}
              </p>
              <h3 className="article-grid__title">
                <SiteLink href={article.url} className="article-grid__link">
                  {article.title}
                </SiteLink>
              </h3>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
