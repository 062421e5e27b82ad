import { useTranslation } from '../../ui/i18n/useTranslation'

/** The head of a dashboard's own page: where it belongs, its title, the way back (to the
 * dashboard unless another page is given). */
export function CabinetPageHead({
  title,
  back = { href: '/dashboard', labelKey: 'Dashboard_back' },
}: {
  title: string
  back?: { href: string; labelKey: string }
}) {
  const { t } = useTranslation()
  return (
    <header className="dashboard__head">
      <div>
        <p className="eyebrow dashboard__kicker">{t('Dashboard_title')}</p>
        <h1 className="dashboard__title">{title}</h1>
      </div>
      <a className="button cab-button--secondary" href={back.href}>
        {t(back.labelKey)}
      </a>
    </header>
  )
}
