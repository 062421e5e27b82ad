import { useId, type ReactNode } from 'react'
import { formatDate } from '../../common/format'
import type { GovernanceTabsBlock } from '../../common/payload-types'
import { GOVERNANCE_GROUPS, PersonPhoto, type GovernanceGroup } from '../../features/people'
import type { BlockProps } from '../../ui/blocks/types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import { RichText } from '../../ui/RichText'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { Tabs, type Tab } from '../../ui/tabs/Tabs'
import type { GovernanceEntry, GovernanceLists } from './data.server'
import governanceTabsCss from './GovernanceTabs.css?url'

const useStyles = stylesheets(governanceTabsCss)

/** The ?tab= values. The committee's keeps its published misspelling: links already shared
 * with that address keep working. */
export const GOVERNANCE_TAB_IDS: Record<GovernanceGroup | 'articles', string> = {
  board_of_directors: 'board_of_directors',
  supervisory_committee: 'supervisoty_comittee',
  senior_management: 'senior_management',
  articles: 'articles',
}

/** Side tabs: the board (the default), the supervisory committee, senior management, articles. */
export function GovernanceTabs({ block, data }: BlockProps<GovernanceTabsBlock, GovernanceLists>) {
  useStyles()
  const { t } = useTranslation()
  const headingId = useId()
  const tabs: Tab[] = [
    ...GOVERNANCE_GROUPS.map((group) => ({
      id: GOVERNANCE_TAB_IDS[group],
      label: t(`Governance_tab_${group}`),
      panel: <GovernanceList group={group} entries={data[group]} />,
    })),
    {
      id: GOVERNANCE_TAB_IDS.articles,
      label: t('Governance_tab_articles'),
      panel: (
        <article className="governance__articles">
          <h3>{t('Governance_tab_articles')}</h3>
          <RichText content={block.articles} />
        </article>
      ),
    },
  ]
  return (
    <section className="container block-section governance" aria-labelledby={block.heading ? headingId : undefined}>
      <SectionHeader id={headingId} heading={block.heading} />
      <RichText content={block.intro} className="rich-text governance__intro" />
      {block.facts?.length ? (
        <dl className="governance__facts">
          {block.facts.map((fact, index) => (
            <div key={fact.id ?? index} className="governance__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Tabs label={t('Governance_tabs_label')} tabs={tabs} orientation="vertical" className="tabs--wrap governance__tabs" />
    </section>
  )
}

function GovernanceList({ group, entries }: { group: GovernanceGroup; entries: GovernanceEntry[] }) {
  const { t } = useTranslation()
  if (!entries.length) return <p className="governance__empty">{t('Governance_empty')}</p>
  return (
    <>
      <h3 className="governance__panel-title">{t(`Governance_tab_${group}`)}</h3>
      <ul className="governance-list">
        {entries.map((entry) => (
          <GovernanceEntryCard key={`${group}-${entry.id}`} entry={entry} />
        ))}
      </ul>
    </>
  )
}

function GovernanceEntryCard({ entry }: { entry: GovernanceEntry }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const { group, role, since, termFrom, termTo } = entry.appointment
  // Years are labels, not quantities: never grouped ("1,996").
  const term = termFrom && termTo ? t('Governance_term_range', { from: termFrom, to: termTo }) : termFrom ? t('Governance_term_from', { from: termFrom }) : null
  return (
    <li className="governance-entry panel">
      <PersonPhoto photo={entry.photo} name={entry.name} className="governance-entry__photo" sizes="88px" />
      <div className="governance-entry__body">
        <h4 className="governance-entry__name">{entry.name}</h4>
        <p className="governance-entry__role">{role}</p>
        <dl className="governance-entry__facts">
          {entry.age ? <Fact label={t('Governance_age')}>{entry.age}</Fact> : null}
          {term ? (
            <Fact label={t('Governance_term')}>{term}</Fact>
          ) : entry.joinedYear ? (
            <Fact label={t('Governance_joined')}>{t('Governance_joined_year', { year: entry.joinedYear })}</Fact>
          ) : null}
          {since ? (
            <Fact label={t(`Governance_since_${group}`)}>
              <time dateTime={since.slice(0, 10)}>{formatDate(since, language)}</time>
            </Fact>
          ) : null}
        </dl>
      </div>
    </li>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
