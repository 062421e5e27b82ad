import { formatDate } from '../../common/format'
import { newsArticlePath } from '../../common/news'
import type { NewsArchiveBlock } from '../../common/payload-types'
import { FilterLinks, useInvestorStyles } from '../../features/investors'
import { archiveHref, FeedLink } from '../../features/news'
import type { BlockProps } from '../../ui/blocks/types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import sectionCss from '../../ui/section/section.css?url'
import { PlainSectionHeader } from '../../ui/section/SectionHeader'
import type { NewsArchiveData } from './data.server'

const useStyles = stylesheets(sectionCss)

/** Every article, newest first, a page at a time, with filters by year and label as links and
 * the newer and older pages as rel=prev/next links. */
export function NewsArchive({ block, data }: BlockProps<NewsArchiveBlock, NewsArchiveData>) {
  useStyles()
  useInvestorStyles()
  const { t } = useTranslation()
  const language = useLanguage()
  const { items, page, pages, years, labels, year, label, newer, older } = data
  // Each article's headline sits one level under the section's heading, or under the page's.
  const Headline = block.heading ? 'h3' : 'h2'
  return (
    <section className="block-section container news-archive">
      <PlainSectionHeader heading={block.heading} intro={block.intro} />
      <FilterLinks label={t('Archive_filter_years')} all={t('Archive_all_years')} values={years} chosen={year} href={(y) => archiveHref(y, label)} />
      <FilterLinks label={t('Archive_filter_labels')} all={t('Archive_all_labels')} values={labels} chosen={label} href={(l) => archiveHref(year, l)} />
      {items.length === 0 ? (
        <p>{t('Archive_none')}</p>
      ) : (
        <ol className="news-archive__list">
          {items.map((item) => (
            <li key={item.id} className="news-archive__item">
              <p className="news-archive__meta">
                <time dateTime={item.date.slice(0, 10)}>{formatDate(item.date, language)}</time>
                {item.label ? <span>{item.label}</span> : null}
              </p>
              <Headline className="news-archive__headline">
                <a href={newsArticlePath(item.slug)}>{item.headline}</a>
              </Headline>
              <p className="news-archive__summary">{item.summary}</p>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label={t('Archive_pages')}>
          {newer ? (
            <a href={newer} rel="prev" className="pager__link">
              {t('Archive_newer')}
            </a>
          ) : null}
          <span className="pager__status">{t('Archive_page_of', { page, pages })}</span>
          {older ? (
            <a href={older} rel="next" className="pager__link">
              {t('Archive_older')}
            </a>
          ) : null}
        </nav>
      ) : null}
      <p className="news-archive__feed">
        <FeedLink />
      </p>
    </section>
  )
}
