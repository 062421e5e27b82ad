import { useTranslation } from '../i18n/useTranslation'
import type { MediaLabel } from '../../common/mediaLabels'
import type { NewsItem } from '../content/news.server'
import { SectionHeader } from '../components/section/SectionHeader'
import { SiteLink } from '../components/SiteLink'
import { useLanguage } from '../i18n/useLanguage'
import { dateParts } from '../../common/format'
import type { BlockProps } from './RenderBlocks'
import './NewsListBlock.css'

type NewsList = { kicker?: MediaLabel | null; heading?: string | null; url?: string | null; linkLabel?: string | null }

/** The newest news: each item a calendar-style date in the page's language and its headline. */
export function NewsListBlock({ block, data }: BlockProps<NewsList, NewsItem[]>) {
  const { t } = useTranslation()
  const language = useLanguage()
  const items = data ?? []
  return (
    <section className="block-section container news-list">
      <SectionHeader kicker={block.kicker} heading={block.heading} action={{ url: block.url, label: block.linkLabel || t('Media_all_news') }} />
      <ol className="news-list__items">
        {items.map((item) => {
          const date = dateParts(item.date, language)
          return (
            <li key={item.id} className="news-list__item">
              {/* Spaces between the parts, so the date reads as one to a screen reader. */}
              <time className="news-list__date" dateTime={item.date.slice(0, 10)}>
                <span className="news-list__day">{date.day}</span> <span className="news-list__month">{date.month}</span>{' '}
                <span className="news-list__year">{date.year}</span>
              </time>
              <div className="news-list__body">
                {item.label ? <p className="news-list__label">{item.label}</p> : null}
                <SiteLink href={item.link} className="news-list__headline">
                  {item.headline}
                </SiteLink>
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
