import { newsFeedPath } from '../../common/news'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Feed } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import feedLinkCss from './FeedLink.css?url'

const useStyles = stylesheets(feedLinkCss)

/** A link to the news feed in the page's language. */
export function FeedLink() {
  useStyles()
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <a className="feed-link" href={newsFeedPath(language)} type="application/rss+xml">
      <Feed />
      {t('News_feed_link')}
    </a>
  )
}
