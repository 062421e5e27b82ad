import { useId } from 'react'
import { LinkArrow } from '../../app/components/LinkArrow'
import { SiteLink } from '../../app/components/SiteLink'
import type { NewsItem } from '../../app/content/news.server'
import { useLanguage } from '../../app/i18n/useLanguage'
import { useTranslation } from '../../app/i18n/useTranslation'
import { formatDate } from '../../common/format'
import type { NewsColumnBlock } from '../../common/payload-types'
import type { BlockProps } from '../types'
import '../section.css'
import './NewsColumn.css'

/** The newest news (read by the page loader) in a column, with a link to all news. */
export function NewsColumn({ block, data }: BlockProps<NewsColumnBlock, NewsItem[]>) {
  const { t } = useTranslation()
  const language = useLanguage()
  const headingId = useId()
  return (
    <section className="container news-column" aria-labelledby={headingId}>
      <header className="news-column__header">
        <h2 id={headingId}>{block.heading}</h2>
        {block.intro ? <p className="section-header__intro">{block.intro}</p> : null}
        <SiteLink href={block.allNewsUrl || '/about_us'} className="button news-column__all">
          {t('NewsColumn_all')}
        </SiteLink>
      </header>
      <ol className="news-column__list">
        {data.map((item) => (
          <li className="news-column__item" key={item.id}>
            <p className="news-column__meta">
              {item.label ? <span className="news-column__label">{item.label}</span> : null}
              <time dateTime={item.date.slice(0, 10)}>{formatDate(item.date, language)}</time>
            </p>
            <h3 className="news-column__headline">
              <SiteLink href={item.link || '/about_us'}>
                {item.headline}
                <LinkArrow />
              </SiteLink>
            </h3>
          </li>
        ))}
      </ol>
    </section>
  )
}
