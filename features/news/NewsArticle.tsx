import { formatDate } from '../../common/format'
import { NEWS_INDEX_PATH } from '../../common/news'
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { DraftPreviewNote } from '../../ui/page/DraftPreviewNote'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { RichText } from '../../ui/RichText'
import { FeedLink } from './FeedLink'
import type { Article } from './news.server'
import newsArticleCss from './NewsArticle.css?url'
import { NewsLabel } from './NewsLabel'
import { ReleaseParts } from './ReleaseParts'

const useStyles = stylesheets(newsArticleCss)

type Props = {
  article: Article
  /** The page listing the news, when there is one, for the breadcrumbs. */
  index: Crumb | null
  /** Shown through a draft preview link: says so above the article. */
  draftPreview?: boolean
}

/** A news article: where it sits, its label and date, headline, summary as the lead, picture and
 * text, the documents and events released with it; then the way back to all news and the feed. */
export function NewsArticle({ article, index, draftPreview = false }: Props) {
  useStyles()
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <article className="news-article">
      {draftPreview ? <DraftPreviewNote /> : null}
      <header className="container news-article__header">
        <Breadcrumbs trail={index ? [index] : []} current={article.headline} />
        <p className="news-article__meta">
          {article.label ? <NewsLabel label={article.label} /> : null}
          <time dateTime={article.date.slice(0, 10)}>{formatDate(article.date, language)}</time>
        </p>
        <h1 className="news-article__title">{article.headline}</h1>
        <p className="news-article__lead">{article.summary}</p>
      </header>
      {article.image ? (
        <figure className="container news-article__figure">
          <ResponsiveImage media={article.image} priority sizes="(min-width: 1080px) 1040px, 100vw" />
        </figure>
      ) : null}
      <div className="container news-article__body">
        <RichText content={article.body} />
      </div>
      <ReleaseParts release={article.release} />
      <footer className="container news-article__footer">
        <div className="news-article__actions">
          <a className="button" href={NEWS_INDEX_PATH}>
            {t('Media_all_news')}
          </a>
          <FeedLink />
        </div>
      </footer>
    </article>
  )
}
