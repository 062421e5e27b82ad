import { useTranslation } from '../../ui/i18n/useTranslation'

/** The head of a dashboard's own page: where it belongs, its title, the way back. */
export function CabinetPageHead({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation()
  return (
    <header className="dashboard__head">
      <div>
        <p className="eyebrow dashboard__kicker">{t('Dashboard_title')}</p>
        <h1 className="dashboard__title">{t(titleKey)}</h1>
      </div>
      <a className="button cab-button--secondary" href="/dashboard">
        {t('Dashboard_back')}
      </a>
    </header>
  )
}
