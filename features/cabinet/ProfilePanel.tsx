import { useTranslation } from '../../ui/i18n/useTranslation'

export type ProfileDisplay = { firstName: string; lastName: string; email: string; phone: string; address: string }

/** First name, last name, e-mail, phone (formatted), address. */
export function ProfilePanel({ profile }: { profile: ProfileDisplay }) {
  const { t } = useTranslation()
  const rows: [string, string][] = [
    [t('Cabinet_first_name'), profile.firstName],
    [t('Cabinet_last_name'), profile.lastName],
    [t('Cabinet_email'), profile.email],
    [t('Cabinet_phone'), profile.phone],
    [t('Cabinet_address'), profile.address],
  ]
  return (
    <section className="dash-panel panel dash-profile" aria-labelledby="dash-profile-heading">
      <h2 id="dash-profile-heading" className="dash-panel__heading">
        {t('Dashboard_profile')}
      </h2>
      <dl className="dash-profile__list">
        {rows.map(([label, value]) => (
          <div key={label} className="dash-profile__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
