import { useId } from 'react'
import { formatDate } from '../../common/format'
import { NEWS_INDEX_PATH, newsArticlePath } from '../../common/news'
import type { NewsColumnBlock } from '../../common/payload-types'
import { NewsLabel } from '../../features/news'
import type { NewsItem } from '../../features/news/index.server'
import type { BlockProps } from '../../ui/blocks/types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { LinkArrow } from '../../ui/LinkArrow'
import { stylesheets } from '../../ui/page/stylesheets'
import sectionCss from '../../ui/section/section.css?url'
import { SiteLink } from '../../ui/SiteLink'
import newsColumnCss from './NewsColumn.css?url'

const useStyles = stylesheets(sectionCss, newsColumnCss)

/** The newest news (read by the page loader) in a column, each linking to its article, with a
 * link to all news. */
export function NewsColumn({ block, data }: BlockProps<NewsColumnBlock, NewsItem[]>) {
  useStyles()
  const { t } = useTranslation()
  const language = useLanguage()
  const headingId = useId()
  return (
    <section className="container split news-column" aria-labelledby={headingId}>
      <header className="news-column__header">
        <h2 id={headingId}>{block.heading}</h2>
        {block.intro ? <p className="section-header__intro">{block.intro}</p> : null}
        <SiteLink href={block.allNewsUrl || NEWS_INDEX_PATH} className="button news-column__all">
          {t('NewsColumn_all')}
        </SiteLink>
      </header>
      <ol className="news-column__list">
        {data.map((item) => (
          <li className="news-column__item" key={item.id}>
            <p className="news-column__meta">
              {item.label ? <NewsLabel label={item.label} /> : null}
              <time dateTime={item.date.slice(0, 10)}>{formatDate(item.date, language)}</time>
            </p>
            <h3 className="news-column__headline">
              <a href={newsArticlePath(item.slug)}>
                {item.headline}
                <LinkArrow />
              </a>
            </h3>
          </li>
        ))}
      </ol>
    </section>
  )
}
