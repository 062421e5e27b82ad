import { useId } from 'react'
import { CALENDAR_PATH, calendarFeedPath } from '../../common/investors'
import { LANGUAGES } from '../../common/languages'
import type { EventCalendarBlock } from '../../common/payload-types'
import { EventItem, useInvestorStyles } from '../../features/investors'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import sectionCss from '../../ui/section/section.css?url'
import { SectionHeader } from '../../ui/section/SectionHeader'
import type { EventCalendarData } from './data.server'

const useStyles = stylesheets(sectionCss)

/** The financial calendar: the next events with a link to all of them, or every upcoming and
 * past event with the calendar's subscription addresses. */
export function EventCalendar({ block, data }: BlockProps<EventCalendarBlock, EventCalendarData>) {
  useStyles()
  useInvestorStyles()
  const { t } = useTranslation()
  const all = block.show === 'all'
  const pastId = useId()
  return (
    <section className="block-section container event-calendar">
      <SectionHeader
        kicker={block.kicker}
        heading={block.heading || t('Inv_upcoming')}
        intro={block.intro}
        action={all ? null : { url: CALENDAR_PATH, label: t('IR_all_events') }}
      />
      {data.upcoming.length > 0 ? (
        <ol className="event-calendar__list">
          {data.upcoming.map((event) => (
            <li key={event.id}>
              <EventItem event={event} />
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('Inv_no_upcoming')}</p>
      )}
      {all ? (
        <>
          <aside className="event-calendar__subscribe">
            <h3>{t('Inv_subscribe')}</h3>
            <p>{t('Inv_subscribe_text')}</p>
            <ul>
              {LANGUAGES.map((language) => (
                <li key={language}>
                  <a href={calendarFeedPath(language)} hrefLang={language} type="text/calendar">
                    {t(`Inv_subscribe_${language}`)}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
          {data.past.length > 0 ? (
            <section aria-labelledby={pastId} className="event-calendar__past">
              <h2 id={pastId}>{t('Inv_past')}</h2>
              <ol className="event-calendar__list">
                {data.past.map((event) => (
                  <li key={event.id}>
                    <EventItem event={event} past />
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
