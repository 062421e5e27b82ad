import { CALENDAR_PATH, REPORTS_PATH } from '../../common/investors'
import { NEWS_ARCHIVE_PATH } from '../../common/news'
import type { LatestResultsBlock } from '../../common/payload-types'
import { DocumentItem, useInvestorStyles } from '../../features/investors'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Arrow } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import sectionCss from '../../ui/section/section.css?url'
import { PlainSectionHeader } from '../../ui/section/SectionHeader'
import type { LatestResultsData } from './data.server'

const useStyles = stylesheets(sectionCss)

/** The newest results presentation and report, then the ways on: the library, the calendar and
 * the news archive. */
export function LatestResults({ block, data }: BlockProps<LatestResultsBlock, LatestResultsData>) {
  useStyles()
  useInvestorStyles()
  const { t } = useTranslation()
  const cards = [
    { key: 'presentation', label: t('Inv_latest_presentation'), doc: data.presentation },
    { key: 'report', label: t('Inv_latest_report'), doc: data.report },
  ].filter((card) => card.doc !== null)
  const links = [
    { href: REPORTS_PATH, label: t('Inv_library_link') },
    { href: CALENDAR_PATH, label: t('Inv_calendar_link') },
    { href: NEWS_ARCHIVE_PATH, label: t('Inv_archive_link') },
  ]
  return (
    <section className="block-section container latest-results">
      <PlainSectionHeader heading={block.heading} intro={block.intro} />
      <ul className="latest-results__cards">
        {cards.map((card) => (
          <li key={card.key} className="latest-results__card">
            <p className="latest-results__label">{card.label}</p>
            <DocumentItem document={card.doc!} showKind={false} />
          </li>
        ))}
      </ul>
      <nav className="latest-results__more" aria-label={t('Inv_more')}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="button">
                {link.label}
                <Arrow />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
