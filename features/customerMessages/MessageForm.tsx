import { Form } from '@remix-run/react'
import { MESSAGE_MAX_LENGTH, THREAD_TYPES } from '../../common/customerMessages'
import { formatNumber } from '../../common/format'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import type { MessageFailure } from './conversations.server'

export type MessageFormState = { error?: MessageFailure['error']; type?: string; body?: string }

/** A message to back office: a new conversation (with its type) or the next message of one. The
 * server checks the same rule (common/customerMessages.ts); what was typed stays on a refusal. */
export function MessageForm({ action, withType, state, language }: { action: string; withType: boolean; state?: MessageFormState; language: Language }) {
  const { t } = useTranslation()
  const error = state?.error
  return (
    <Form method="post" action={action} className="dash-msg-form panel" aria-labelledby="dash-msg-form-heading">
      <h2 id="dash-msg-form-heading" className="dash-panel__heading">
        {t(withType ? 'Messages_new' : 'Messages_reply')}
      </h2>
      {error ? (
        <p className="dash-msg-form__error" role="alert" id="dash-msg-error">
          {t(`Messages_error_${error}`, { max: formatNumber(MESSAGE_MAX_LENGTH, language) })}
        </p>
      ) : null}
      {withType ? (
        <div className="cab-field">
          <label htmlFor="dash-msg-type">{t('Messages_type')}</label>
          <select id="dash-msg-type" name="type" defaultValue={state?.type ?? 'question'} aria-invalid={error === 'type' || undefined}>
            {THREAD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`Messages_type_${type}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="cab-field">
        <label htmlFor="dash-msg-body">{t('Messages_body')}</label>
        <textarea
          id="dash-msg-body"
          name="body"
          rows={6}
          required
          maxLength={MESSAGE_MAX_LENGTH}
          defaultValue={state?.body ?? ''}
          aria-invalid={error === 'empty' || error === 'tooLong' || undefined}
          aria-describedby={error ? 'dash-msg-error dash-msg-hint' : 'dash-msg-hint'}
        />
        <p className="dash-msg-form__hint" id="dash-msg-hint">
          {t('Messages_body_hint', { max: formatNumber(MESSAGE_MAX_LENGTH, language) })}
        </p>
      </div>
      <button type="submit" className="button">
        {t('Messages_send')}
      </button>
    </Form>
  )
}
