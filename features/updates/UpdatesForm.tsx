import { useEffect, useState, type FormEvent } from 'react'
import { SUBSCRIBED_PARAM } from '../../common/pageParams'
import { EMAIL_MAX_LENGTH, validateUpdates, type UpdatesErrors as Errors, type UpdatesOutcome } from '../../common/updateRules'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { usePage } from '../../ui/page/PageContext'
import { ConsentBox, CONSENT_FIELD, consentPath } from '../consents'

/** The footer's updates sign-up. Checked on submit by the same rule the server uses; when it
 * fails nothing is sent and both errors show together. Without JavaScript it is a plain POST
 * to /subscribe, validated there; as an island it posts to /api/updateRequest and stays put. */
export function UpdatesForm({ initial, idPrefix = 'updates' }: { initial?: UpdatesOutcome; idPrefix?: string }) {
  const { t } = useTranslation()
  const { pathname, search } = usePage()
  const [errors, setErrors] = useState<Errors>(initial && !initial.ok ? initial.errors : {})
  const [done, setDone] = useState(initial?.ok === true || new URLSearchParams(search).get(SUBSCRIBED_PARAM) === '1')
  const [sending, setSending] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    const input = { email: fields.get('email'), pics: fields.get('pics'), [CONSENT_FIELD]: fields.get(CONSENT_FIELD) }
    const check = validateUpdates(input)
    if (!check.ok) return setErrors(check.errors)
    setSending(true)
    try {
      const response = await fetch('/api/updateRequest', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      })
      if (response.ok) {
        setDone(true)
        form.reset()
      } else if (response.status === 429) setErrors({ email: 'Too_many_requests' })
      else setErrors(((await response.json()) as { fields?: Errors }).fields ?? {})
    } catch {
      form.submit() // The network failed us: let the browser post the form the plain way.
    } finally {
      setSending(false)
    }
  }
  const clear = () => setErrors({})

  const emailId = `${idPrefix}-email`
  return (
    <form method="post" action="/subscribe" className="updates-form" noValidate onSubmit={enhanced ? onSubmit : undefined} id={idPrefix}>
      <h2 className="updates-form__title">{t('Updates_title')}</h2>
      <p className="updates-form__lead">{t('Updates_lead')}</p>
      <input type="hidden" name="from" value={`${pathname}${search}`} />
      <div className="updates-form__fields" onClick={clear}>
        <div className="field" data-invalid={errors.email ? true : undefined}>
          <label htmlFor={emailId}>{t('Updates_email_label')}</label>
          <div className="updates-form__row">
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={EMAIL_MAX_LENGTH}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${emailId}-error` : undefined}
              placeholder="name@example.com"
            />
            <button type="submit" className="button button--accent" disabled={sending}>
              {t('Updates_submit')}
            </button>
          </div>
          {errors.email ? (
            <p id={`${emailId}-error`} className="field__error">
              {t(errors.email)}
            </p>
          ) : null}
        </div>
        <ConsentBox
          id={`${idPrefix}-pics`}
          name="pics"
          label={t('Updates_terms')}
          links={[
            { href: '/terms_of_use', text: t('Updates_terms_link') },
            { href: '/privacy_policy', text: t('Updates_privacy_link') },
          ]}
          error={errors.pics ? t(errors.pics) : undefined}
        />
        <ConsentBox
          id={`${idPrefix}-${CONSENT_FIELD}`}
          name={CONSENT_FIELD}
          label={t('Consent_updates_box')}
          links={[{ href: consentPath('updates'), text: t('Consent_updates_link') }]}
          error={errors[CONSENT_FIELD] ? t(errors[CONSENT_FIELD]) : undefined}
        />
      </div>
      <p className="updates-form__status" role="status">
        {done ? t('Updates_confirm_sent') : ''}
      </p>
    </form>
  )
}
