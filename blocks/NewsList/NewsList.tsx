import { dateParts } from '../../common/format'
import { newsArticlePath } from '../../common/news'
import type { NewsListBlock } from '../../common/payload-types'
import { FeedLink } from '../../features/news'
import type { NewsItem } from '../../features/news/index.server'
import type { BlockProps } from '../../ui/blocks/types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import { SectionHeader } from '../../ui/section/SectionHeader'
import newsListCss from './NewsList.css?url'

const useStyles = stylesheets(newsListCss)

/** The newest news: each item a calendar-style date in the page's language and its headline,
 * linking to its article; below, the news feed. */
export function NewsList({ block, data }: BlockProps<NewsListBlock, NewsItem[]>) {
  useStyles()
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <section className="block-section container news-list">
      <SectionHeader kicker={block.kicker} heading={block.heading} action={{ url: block.url, label: block.linkLabel || t('Media_all_news') }} />
      <ol className="news-list__items">
        {data.map((item) => {
          const date = dateParts(item.date, language)
          return (
            <li key={item.id} className="news-list__item">
              {/* Spaces between the parts, so the date reads as one to a screen reader. */}
              <time className="news-list__date" dateTime={item.date.slice(0, 10)}>
                <span className="news-list__day">{date.day}</span> <span className="news-list__month">{date.month}</span>{' '}
                <span className="news-list__year">{date.year}</span>
              </time>
              <div className="news-list__body">
                {item.label ? <p className="eyebrow news-list__label">{item.label}</p> : null}
                <a href={newsArticlePath(item.slug)} className="news-list__headline">
                  {item.headline}
                </a>
              </div>
            </li>
          )
        })}
      </ol>
      <p className="news-list__feed">
        <FeedLink />
      </p>
    </section>
  )
}
