import type { CustomerDetail } from '../../common/customerDetails'
import { CUSTOMER_MESSAGES_PATH } from '../../common/customerMessages'
import { formatDateTime } from '../../common/format'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'

/** The dashboard form's intent that dismisses the notices of corrected details it lists. */
export const CORRECTIONS_INTENT = 'dismiss-correction'

/** One staff save that changed the customer's details: which ones, and when. */
export type CorrectionNotice = { id: string; fields: CustomerDetail[]; at: string }

/** The profile's own labels, so the notice names a field as the profile shows it. */
const FIELD_LABELS: Record<CustomerDetail, string> = {
  firstName: 'Cabinet_first_name',
  lastName: 'Cabinet_last_name',
  email: 'Cabinet_email',
  phone: 'Cabinet_phone',
  address: 'Cabinet_address',
}

/** "Your details were changed": which and when, a way to ask back office about it, and a plain form that dismisses it. */
export function CorrectionsNotice({ notices, language }: { notices: CorrectionNotice[]; language: Language }) {
  const { t } = useTranslation()
  if (notices.length === 0) return null
  return (
    <section className="dash-corrected" aria-labelledby="dash-corrected-heading">
      <h2 id="dash-corrected-heading" className="dash-corrected__heading">
        {t('Corrected_title')}
      </h2>
      <p className="dash-corrected__text">{t('Corrected_text')}</p>
      <ul className="dash-corrected__list">
        {notices.map((notice) => (
          <li key={notice.id}>
            <span className="dash-corrected__fields">{notice.fields.map((field) => t(FIELD_LABELS[field])).join(', ')}</span> ·{' '}
            <time dateTime={notice.at}>{formatDateTime(notice.at, language)}</time>
          </li>
        ))}
      </ul>
      <p className="dash-corrected__text">
        {t('Corrected_unexpected')} <a href={CUSTOMER_MESSAGES_PATH}>{t('Corrected_write')}</a>
      </p>
      <form method="post" action="/dashboard" className="dash-corrected__form">
        <input type="hidden" name="intent" value={CORRECTIONS_INTENT} />
        {notices.map((notice) => (
          <input key={notice.id} type="hidden" name="notice" value={notice.id} />
        ))}
        <button type="submit" className="button cab-button--secondary">
          {t('Corrected_dismiss')}
        </button>
      </form>
    </section>
  )
}
