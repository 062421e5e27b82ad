import { dateParts } from '../../common/format'
import type { IrEventsBlock } from '../../common/payload-types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Arrow } from '../../ui/icons'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import type { BlockProps } from '../types'
import '../section.css'
import './IrEvents.css'

/** Investor events with their dates, and the way on to results and to every event. */
export function IrEvents({ block }: BlockProps<IrEventsBlock>) {
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <section className="block-section block-section--soft ir-events">
      <div className="container">
        <SectionHeader kicker={block.kicker} heading={block.heading} action={{ url: block.allEventsUrl, label: t('IR_all_events') }} />
        <ul className="ir-events__list">
          {block.events.map((event, index) => {
            const date = dateParts(event.date, language)
            return (
              <li key={event.id ?? index} className="ir-events__event linked-card">
                <time className="ir-events__date" dateTime={event.date.slice(0, 10)}>
                  <span className="ir-events__day">{date.day}</span> <span>{date.month}</span> <span>{date.year}</span>
                </time>
                <p className="ir-events__kind">{t(`IR_kind_${event.kind}`)}</p>
                <h3 className="ir-events__title">
                  <SiteLink href={event.url} className="ir-events__link">
                    {event.title}
                  </SiteLink>
                </h3>
              </li>
            )
          })}
        </ul>
        <p className="ir-events__more">
          <SiteLink href={block.resultsUrl} className="button">
            {t('Media_label_results')}
            <Arrow />
          </SiteLink>
        </p>
      </div>
    </section>
  )
}
