import { useTranslation } from '../../ui/i18n/useTranslation'

export type ProfileDisplay = { firstName: string; lastName: string; email: string; phone: string; address: string }

/** First name, last name, e-mail, phone (formatted), address, then any `more` rows as [label, value]. */
export function ProfilePanel({ profile, more = [] }: { profile: ProfileDisplay; more?: [string, string][] }) {
  const { t } = useTranslation()
  const rows: [string, string][] = [
    [t('Cabinet_first_name'), profile.firstName],
    [t('Cabinet_last_name'), profile.lastName],
    [t('Cabinet_email'), profile.email],
    [t('Cabinet_phone'), profile.phone],
    [t('Cabinet_address'), profile.address],
    ...more,
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
