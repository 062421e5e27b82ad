import { useState, type MouseEvent } from 'react'
import { formatDate } from '../../common/format'
import type { Language } from '../../common/languages'
import { formatCents, sumCents } from '../../common/money'
import { PROCEDURES_PARAM } from '../../common/pageParams'
import { useTranslation } from '../../ui/i18n/useTranslation'
import type { ProcedureView } from './profile'

export type ProceduresListProps = { procedures: ProcedureView[]; language: Language; initiallyOpen: boolean }

/** The customer's procedures behind a disclosure button: it submits ?procedures=open (or closed), or, where scripts run,
 * toggles in place. */
export function ProceduresList({ procedures, language, initiallyOpen }: ProceduresListProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(initiallyOpen)
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    setOpen((value) => !value)
  }
  const total = sumCents(procedures.map((p) => p.priceCents))
  return (
    <section id="dash-procedures" className="dash-panel panel dash-procedures" aria-labelledby="dash-procedures-toggle">
      <form method="get" action="/dashboard#dash-procedures" className="dash-procedures__form">
        <h2 className="dash-panel__heading dash-procedures__heading">
          <button
            id="dash-procedures-toggle"
            type="submit"
            name={PROCEDURES_PARAM}
            value={open ? 'closed' : 'open'}
            className="disclosure dash-procedures__toggle"
            aria-expanded={open}
            aria-controls="dash-procedures-panel"
            onClick={toggle}
          >
            <span>{t('Dashboard_procedures_toggle', { count: procedures.length })}</span>
            <svg className="dash-procedures__chevron" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </h2>
      </form>
      <div id="dash-procedures-panel" className="dash-procedures__panel" hidden={!open}>
        {procedures.length === 0 ? (
          <p className="dash-procedures__empty">{t('Dashboard_procedures_empty')}</p>
        ) : (
          <ul className="dash-procedures__list">
            {procedures.map((procedure) => (
              <li key={procedure.id} className="dash-procedure">
                <h3 className="dash-procedure__name">{procedure.name}</h3>
                {procedure.description ? <p className="dash-procedure__description">{procedure.description}</p> : null}
                <dl className="dash-procedure__facts">
                  <div>
                    <dt>{t('Dashboard_payment_date')}</dt>
                    <dd>{procedure.paymentDate ? formatDate(procedure.paymentDate, language) : t('Dashboard_no_date')}</dd>
                  </div>
                  <div>
                    <dt>{t('Dashboard_price')}</dt>
                    <dd>{formatCents(procedure.priceCents, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('Dashboard_status')}</dt>
                    <dd>
                      <span className="dash-status" data-status={procedure.status}>
                        {t(`Dashboard_status_${procedure.status}`, { defaultValue: procedure.status })}
                      </span>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
        <p className="dash-procedures__sum">
          <span>{t('Dashboard_procedures_sum')}</span> <strong>{formatCents(total, language, { plainZero: true })}</strong>
        </p>
      </div>
    </section>
  )
}
