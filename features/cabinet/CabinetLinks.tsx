import { CUSTOMER_DOCUMENTS_PATH } from '../../common/customerDocuments'
import { CUSTOMER_MESSAGES_PATH } from '../../common/customerMessages'
import { useTranslation } from '../../ui/i18n/useTranslation'

/** The dashboard's way to the customer's own pages, with the answers they have not read yet. */
export function CabinetLinks({ unread }: { unread: number }) {
  const { t } = useTranslation()
  return (
    <nav className="dash-links" aria-label={t('Dashboard_links')}>
      <a className="dash-links__item panel" href={CUSTOMER_DOCUMENTS_PATH}>
        <span className="dash-links__name">{t('Documents_link')}</span>
        <span className="dash-links__lead">{t('Documents_link_lead')}</span>
      </a>
      <a className="dash-links__item panel" href={CUSTOMER_MESSAGES_PATH}>
        <span className="dash-links__name">
          {t('Messages_link')}
          {unread > 0 ? <span className="dash-links__count"> · {t('Messages_unread', { count: unread })}</span> : null}
        </span>
        <span className="dash-links__lead">{t('Messages_link_lead')}</span>
      </a>
    </nav>
  )
}
