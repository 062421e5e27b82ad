import { useTranslation } from '../../ui/i18n/useTranslation'
import { DocumentItem, EventItem } from '../investors'
import type { ReleaseParts as Parts } from '../investors/index.server'

/** The documents and events released with an article, as the library and the calendar show them;
 * nothing when it released none. */
export function ReleaseParts({ release }: { release: Parts }) {
  const { t } = useTranslation()
  if (!release.documents.length && !release.events.length) return null
  return (
    <section className="container news-article__release" aria-labelledby="news-release-title">
      <h2 id="news-release-title" className="news-article__release-title">
        {t('News_release_title')}
      </h2>
      {release.documents.map((doc) => (
        <DocumentItem key={`d${doc.id}`} document={doc} />
      ))}
      {release.events.map((event) => (
        <EventItem key={`e${event.id}`} event={event} />
      ))}
    </section>
  )
}
