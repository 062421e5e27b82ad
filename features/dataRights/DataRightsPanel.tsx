import { formatDate, formatDateTime } from '../../common/format'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { DATA_INTENT, DATA_PAGE_PATH, JSON_PATH } from './paths'
import { DELETION_CONFIRM_FIELD, ROLE_TITLES, type DeletionView } from './rules'
import type { StaffView } from './views'

export type DataRightsProps = {
  views: StaffView[]
  deletion: DeletionView | null
  language: Language
  /** The catalogue key of the deletion form's error, after a refused post. */
  deletionError?: string
  requested: boolean
}

/** The dashboard's part for the customer's rights over their data: download it, see which staff opened the record, ask
 * for the account to be deleted. Plain links and a plain form: it works without scripts. */
export function DataRightsPanel({ views, deletion, language, deletionError, requested }: DataRightsProps) {
  const { t } = useTranslation()
  return (
    <section id="data-rights" className="dash-panel panel dash-rights" aria-labelledby="dash-rights-heading">
      <h2 id="dash-rights-heading" className="dash-panel__heading">
        {t('Data_heading')}
      </h2>
      <p className="dash-panel__lead">{t('Data_answer_note')}</p>

      <h3 className="dash-rights__subheading">{t('Data_download_heading')}</h3>
      <p>{t('Data_download_text')}</p>
      <p className="dash-rights__actions">
        <a className="button" href={DATA_PAGE_PATH}>
          {t('Data_download_view')}
        </a>
        <a className="button cab-button--secondary" href={JSON_PATH} download>
          {t('Data_download_json')}
        </a>
      </p>

      <h3 className="dash-rights__subheading">{t('Data_views_heading')}</h3>
      {views.length === 0 ? (
        <p>{t('Data_views_none')}</p>
      ) : (
        <ul className="dash-rights__views">
          {views.map((view) => (
            <li key={view.at}>
              <span>{t(ROLE_TITLES[view.role] ?? 'Data_role_staff')}</span> · <time dateTime={view.at}>{formatDateTime(view.at, language)}</time>
            </li>
          ))}
        </ul>
      )}
      <p className="dash-rights__note">{t('Data_views_note')}</p>

      <h3 className="dash-rights__subheading">{t('Data_delete_heading')}</h3>
      {requested ? (
        <p className="dashboard__done" role="status">
          {t('Data_delete_done')}
        </p>
      ) : null}
      {deletion ? (
        <p className="dash-rights__request">
          {t('Data_delete_pending', { date: formatDateTime(deletion.requestedAt, language), due: formatDate(deletion.dueAt, language) })}
        </p>
      ) : (
        <form method="post" action="/dashboard#data-rights" className="cab-form" noValidate>
          <p>{t('Data_delete_text')}</p>
          <input type="hidden" name="intent" value={DATA_INTENT} />
          <div className="field field--checkbox" data-invalid={deletionError ? true : undefined}>
            <input
              id="dash-delete-confirm"
              type="checkbox"
              name={DELETION_CONFIRM_FIELD}
              value="yes"
              aria-invalid={deletionError ? true : undefined}
              aria-describedby={deletionError ? 'dash-delete-error' : undefined}
            />
            <label htmlFor="dash-delete-confirm">{t('Data_delete_confirm')}</label>
          </div>
          {deletionError ? (
            <p id="dash-delete-error" className="field__error" role="alert">
              {t(deletionError)}
            </p>
          ) : null}
          <button type="submit" className="button cab-button--secondary cab-form__submit">
            {t('Data_delete_button')}
          </button>
        </form>
      )}
    </section>
  )
}
