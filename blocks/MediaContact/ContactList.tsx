import { useTranslation } from '../../ui/i18n/useTranslation'

/** An e-mail address (a mailto: link) and, when there is one, a phone (a tel: link), under their labels. */
export function ContactList({ email, phone }: { email: string; phone?: string | null }) {
  const { t } = useTranslation()
  return (
    <dl className="media-contact__list">
      <div className="media-contact__row">
        <dt>{t('Press_email')}</dt>
        <dd>
          <a href={`mailto:${email}`} className="media-contact__email">
            {email}
          </a>
        </dd>
      </div>
      {phone ? (
        <div className="media-contact__row">
          <dt>{t('Press_phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
