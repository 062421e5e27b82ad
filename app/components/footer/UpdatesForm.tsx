import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from '~/i18n/useTranslation'
import { EMAIL_MAX_LENGTH, validateUpdates, type UpdatesField } from '../../rules/updates'

export type UpdatesActionData = { ok: true } | { ok: false; errors: Partial<Record<UpdatesField, string>> }

/**
 * The footer's updates sign-up. Checked on submit by the same rule the server uses; when it
 * fails nothing is sent and both errors show together. Without JavaScript it is a plain POST
 * to /subscribe, validated there.
 */
export function UpdatesForm({ initial, idPrefix = 'updates' }: { initial?: UpdatesActionData; idPrefix?: string }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<UpdatesActionData>({ key: 'updates' })
  const location = useLocation()
  const [errors, setErrors] = useState<Partial<Record<UpdatesField, string>>>(
    initial && !initial.ok ? initial.errors : {},
  )
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  const result = fetcher.data ?? initial
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) setErrors(fetcher.data.errors)
  }, [fetcher.data])

  const done = result?.ok === true || new URLSearchParams(location.search).get('subscribed') === '1'

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget)
    const check = validateUpdates({ email: form.get('email'), pics: form.get('pics') })
    if (!check.ok) {
      event.preventDefault()
      setErrors(check.errors)
    }
  }
  const clear = () => setErrors({})

  const emailId = `${idPrefix}-email`
  const consentId = `${idPrefix}-pics`
  return (
    <fetcher.Form method="post" action="/subscribe" className="updates-form" noValidate onSubmit={onSubmit} id={idPrefix}>
      <h2 className="updates-form__title">{t('Updates_title')}</h2>
      <p className="updates-form__lead">{t('Updates_lead')}</p>
      {enhanced ? <input type="hidden" name="enhanced" value="1" /> : null}
      <input type="hidden" name="from" value={location.pathname} />
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
            <button type="submit" className="button button--accent" disabled={fetcher.state !== 'idle'}>
              {t('Updates_submit')}
            </button>
          </div>
          {errors.email ? (
            <p id={`${emailId}-error`} className="field__error">
              {t(errors.email)}
            </p>
          ) : null}
        </div>
        <div className="field field--checkbox" data-invalid={errors.pics ? true : undefined}>
          <input
            id={consentId}
            name="pics"
            type="checkbox"
            value="1"
            aria-invalid={errors.pics ? true : undefined}
            aria-describedby={errors.pics ? `${consentId}-error` : undefined}
          />
          <label htmlFor={consentId}>{t('Updates_consent')}</label>
          {errors.pics ? (
            <p id={`${consentId}-error`} className="field__error">
              {t(errors.pics)}
            </p>
          ) : null}
        </div>
      </div>
      <p className="updates-form__status" role="status">
        {done ? t('Updates_thanks') : ''}
      </p>
    </fetcher.Form>
  )
}
