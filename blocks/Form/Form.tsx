import type { FormBlock } from '../../common/payload-types'
import { ConsentBox, CONSENT_FIELD, consentPath } from '../../features/consents'
import { BLOCK_FIELD, HONEYPOT_FIELD, maxLengthOf } from '../../features/forms'
import { blockKey } from '../../ui/blocks/blockKey'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { usePage } from '../../ui/page/PageContext'
import { stylesheets } from '../../ui/page/stylesheets'
import { RichText } from '../../ui/RichText'
import { SectionHeader } from '../../ui/section/SectionHeader'
import type { FormBlockData, FormView } from './data.server'
import formCss from './Form.css?url'

const useStyles = stylesheets(formCss)

type Field = NonNullable<FormView['fields']>[number]
type Props = { field: Field; id: string; value?: string; error?: string }

/** One field: its label (marked when required), its input with the constraints the server
 * checks (features/forms/fieldRules.ts) as attributes, and the server's message when it refused it. */
function FieldRow({ field, id, value, error }: Props) {
  const { t } = useTranslation()
  if (field.blockType === 'message') return <RichText content={field.message} className="rich-text form-block__message" />
  const errorId = `${id}-error`
  const common = {
    id,
    name: field.name,
    required: Boolean(field.required),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }
  const max = maxLengthOf(field)
  const label = (
    <label htmlFor={id}>
      {field.label || field.name}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
  const message = error ? (
    <p id={errorId} className="field__error">
      {t(error, { max: max ?? 0 })}
    </p>
  ) : null
  const wide = !field.width || field.width > 50 || field.blockType === 'textarea'
  if (field.blockType === 'checkbox') {
    return (
      <div className="field field--checkbox form-block__wide" data-invalid={error ? true : undefined}>
        <input type="checkbox" value="1" defaultChecked={value ? value === '1' : Boolean(field.defaultValue)} {...common} />
        {label}
        {message}
      </div>
    )
  }
  return (
    <div className={`field${wide ? ' form-block__wide' : ''}`} data-invalid={error ? true : undefined}>
      {label}
      {field.blockType === 'textarea' ? (
        <textarea rows={6} maxLength={max} defaultValue={value ?? field.defaultValue ?? ''} {...common} />
      ) : field.blockType === 'select' ? (
        <select defaultValue={value ?? field.defaultValue ?? ''} {...common}>
          <option value="">{field.placeholder || '—'}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.blockType === 'email' ? (
        <input type="email" autoComplete="email" inputMode="email" maxLength={max} defaultValue={value} {...common} />
      ) : (
        <input type="text" maxLength={max} defaultValue={value ?? field.defaultValue ?? ''} {...common} />
      )}
      {message}
    </div>
  )
}

/** A form editors built. A plain POST to the page's own action, JavaScript or not; the server
 * checks it against the form's fields and renders the page again with the thank-you text or
 * the errors (the browser's own checks are off, so every refusal reads the same, translated). */
export function Form({ block, data, index }: BlockProps<FormBlock, FormBlockData>) {
  useStyles()
  const { t } = useTranslation()
  const { pathname, search } = usePage()
  const key = blockKey(block, index)
  const prefix = `form-${key}`
  const { form, outcome } = data
  if (!form) return null
  const failed = outcome && !outcome.ok ? outcome : null
  const errors = failed?.errors ?? {}
  return (
    <section className="block-section container" id={prefix}>
      <div className="form-block">
        <SectionHeader heading={block.heading} intro={block.intro} />
        {outcome?.ok ? (
          <div className="form-block__done" role="status">
            <RichText content={form.confirmationMessage} />
          </div>
        ) : (
          <form method="post" action={`${pathname}${search}#${prefix}`} className="form-block__form" noValidate>
            <input type="hidden" name={BLOCK_FIELD} value={key} />
            {failed ? (
              <p className="form-block__summary" role="alert">
                {t(errors.form ?? 'Form_errors_summary')}
              </p>
            ) : null}
            <p className="form-block__note">{t('Form_required_note')}</p>
            <div className="form-block__fields">
              {(form.fields ?? []).map((field, i) => (
                <FieldRow
                  key={field.id ?? i}
                  field={field}
                  id={`${prefix}-${'name' in field ? field.name : i}`}
                  value={'name' in field ? failed?.values[field.name] : undefined}
                  error={'name' in field ? errors[field.name] : undefined}
                />
              ))}
              <div className="form-block__trap" aria-hidden="true">
                <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>{t('Form_honeypot_label')}</label>
                <input id={`${prefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <div className="form-block__wide">
                <ConsentBox
                  id={`${prefix}-${CONSENT_FIELD}`}
                  name={CONSENT_FIELD}
                  label={t('Consent_enquiries_box')}
                  links={[{ href: consentPath('enquiries'), text: t('Consent_enquiries_link') }]}
                  error={errors[CONSENT_FIELD] ? t(errors[CONSENT_FIELD]) : undefined}
                />
              </div>
            </div>
            <button type="submit" className="button button--accent form-block__submit">
              {form.submitButtonLabel || t('Form_send')}
            </button>
          </form>
        )}
      </div>
    </section>
  )
}
