import { useEffect, useId, useRef, useState } from 'react'
import { twoDigits } from '../../common/format'
import type { SubsidiariesBlock } from '../../common/payload-types'
import { SUBSIDIARY_CATEGORIES } from '../../features/subsidiaries'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Chevron, External } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { SiteLink } from '../../ui/SiteLink'
import type { Subsidiary } from './data.server'
import subsidiariesCss from './Subsidiaries.css?url'

const useStyles = stylesheets(subsidiariesCss)

const FILTERS = ['all', ...SUBSIDIARY_CATEGORIES] as const

/** The group's companies behind a disclosure, with a category filter that highlights names
 * without hiding the others. The highlight is pure CSS (:has() on the checked radio), so the
 * filter works without JavaScript; JavaScript only announces how many names are highlighted. */
function SubsidiariesList({ companies }: { companies: Subsidiary[] }) {
  const { t } = useTranslation()
  const name = useId()
  const [announcement, setAnnouncement] = useState('')

  const announce = (value: (typeof FILTERS)[number]) => {
    const count = value === 'all' ? companies.length : companies.filter((c) => c.category === value).length
    setAnnouncement(t('Subsidiaries_highlighted', { count, category: t(`Subsidiaries_filter_${value}`) }))
  }

  return (
    <>
      <fieldset className="subsidiaries__filter">
        <legend className="subsidiaries__legend">{t('Subsidiaries_filter')}</legend>
        <div className="subsidiaries__options">
          {FILTERS.map((value) => (
            <label className="subsidiaries__option" key={value}>
              <input type="radio" name={name} value={value} defaultChecked={value === 'all'} onChange={() => announce(value)} />
              <span>{t(`Subsidiaries_filter_${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ol className="subsidiaries__list">
        {companies.map((company) => (
          <li className="subsidiaries__item" key={company.id} data-category={company.category ?? undefined}>
            <span className="subsidiaries__number">{twoDigits(company.number)}</span>
            {company.url ? (
              <SiteLink href={company.url} className="subsidiaries__name">
                {company.name}
                <External />
              </SiteLink>
            ) : (
              <span className="subsidiaries__name">{company.name}</span>
            )}
          </li>
        ))}
      </ol>
    </>
  )
}

/** The home page's subsidiaries panel, collapsed by default. */
export function Subsidiaries({ block, data }: BlockProps<SubsidiariesBlock, Subsidiary[]>) {
  useStyles()
  const { t } = useTranslation()
  const headingId = useId()
  const panelId = useId()
  const details = useRef<HTMLDetailsElement>(null)
  // Server and no-JavaScript: a native <details>. Once hydrated: the disclosure pattern (a
  // button with aria-expanded), keeping whatever the visitor already opened.
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    setOpen(details.current?.open ?? false)
    setEnhanced(true)
  }, [])

  const summary = (
    <>
      <span className="subsidiaries__title">{block.heading}</span>
      <span className="subsidiaries__count">{t('Subsidiaries_count', { count: data.length })}</span>
      <span className="subsidiaries__arrow icon-ring">
        <Chevron />
      </span>
    </>
  )
  const body = (
    <div className="subsidiaries__body" id={panelId} hidden={enhanced ? !open : undefined}>
      {block.intro ? <p className="subsidiaries__intro">{block.intro}</p> : null}
      <SubsidiariesList companies={data} />
    </div>
  )

  return (
    <section className="subsidiaries" aria-labelledby={headingId}>
      <div className="container">
        {enhanced ? (
          <div className="subsidiaries__panel" data-open={open || undefined}>
            <h2 className="subsidiaries__heading" id={headingId}>
              <button type="button" className="disclosure subsidiaries__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
                {summary}
              </button>
            </h2>
            {body}
          </div>
        ) : (
          <details className="subsidiaries__panel" ref={details}>
            <summary className="disclosure subsidiaries__toggle">
              <h2 className="subsidiaries__heading" id={headingId}>
                {summary}
              </h2>
            </summary>
            {body}
          </details>
        )}
      </div>
    </section>
  )
}
