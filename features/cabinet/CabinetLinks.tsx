import { CUSTOMER_DOCUMENTS_PATH } from '../../common/customerDocuments'
import { useTranslation } from '../../ui/i18n/useTranslation'

/** The dashboard's way to the customer's own pages. */
export function CabinetLinks() {
  const { t } = useTranslation()
  return (
    <nav className="dash-links" aria-label={t('Dashboard_links')}>
      <a className="dash-links__item panel" href={CUSTOMER_DOCUMENTS_PATH}>
        <span className="dash-links__name">{t('Documents_link')}</span>
        <span className="dash-links__lead">{t('Documents_link_lead')}</span>
      </a>
    </nav>
  )
}
