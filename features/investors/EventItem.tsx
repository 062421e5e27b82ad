import { dateParts } from '../../common/format'
import { eventIcsPath } from '../../common/investors'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { SiteLink } from '../../ui/SiteLink'
import { DocumentItem } from './DocumentItem'
import type { CalendarEvent } from './events.server'
import { eventDay, eventTimeText } from './eventTime'
import { useInvestorStyles } from './styles'

/** An event of the financial calendar: its day, kind, title, time in its own zone, place or
 * webcast, the .ics to add it to a calendar (until it is over), and its documents once published,
 * before the event as after it (a results call's report is out that morning). */
export function EventItem({ event, past = false }: { event: CalendarEvent; past?: boolean }) {
  useInvestorStyles()
  const { t } = useTranslation()
  const language = useLanguage()
  const day = eventDay(event.start, event.timeZone)
  const badge = dateParts(`${day}T12:00:00Z`, language)
  return (
    <article className="event-item" id={`event-${event.id}`}>
      <time className="event-item__date" dateTime={day}>
        <span className="event-item__day">{badge.day}</span> <span>{badge.month}</span> <span>{badge.year}</span>
      </time>
      <div className="event-item__body">
        <p className="eyebrow event-item__kind">{t(`IR_kind_${event.kind}`)}</p>
        <h3 className="event-item__title">{event.title}</h3>
        <p className="event-item__time">
          <time dateTime={event.start}>{eventTimeText(event.start, event.end, event.timeZone, language)}</time>
        </p>
        <p className="event-item__place">
          {event.place || t('Inv_online')}
          {event.webcastUrl ? (
            <>
              {' · '}
              <SiteLink href={event.webcastUrl}>{t('Inv_webcast')}</SiteLink>
            </>
          ) : null}
        </p>
        {event.description ? <p className="event-item__text">{event.description}</p> : null}
        {past ? null : (
          <p className="event-item__actions">
            <a href={eventIcsPath(event.id, language)} className="event-item__ics">
              {t('Inv_add_to_calendar')}
              <span className="visually-hidden">: {event.title}</span>
            </a>
          </p>
        )}
        {event.documents.length > 0 ? (
          <ul className="event-item__documents" aria-label={t('Inv_event_documents')}>
            {event.documents.map((doc) => (
              <li key={doc.id}>
                <DocumentItem document={doc} level={4} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
