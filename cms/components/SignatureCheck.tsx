'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import type { SignatureCheck as Check } from '../../features/cabinet/index.server'
import type { AdminMessage } from '../../platform/adminTranslations'
import { useSay } from './useSay'

const STATUS: Record<Check['status'], { key: AdminMessage; color: string }> = {
  verified: { key: 'signatureVerified', color: 'var(--theme-success-500)' },
  mismatch: { key: 'signatureMismatch', color: 'var(--theme-error-500)' },
  missing: { key: 'signatureMissing', color: 'var(--theme-elevation-500)' },
}

/** The customer's signature in the admin: the image (a thumbnail that opens full size; the file
 * is served only to staff with customer rights) and the server's verdict on it
 * (features/cabinet/signatureCheck.ts), in place of the upload's file name. */
export const SignatureCheck: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<Check | null>({ path: path ?? field.name })
  const say = useSay()
  const status = STATUS[value?.status ?? 'missing']
  return (
    <div className="field-type signature-check" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label} path={path} />
      {value?.url ? (
        <a href={value.url} target="_blank" rel="noopener noreferrer" title={say('signatureOpen')}>
          <img
            src={value.url}
            alt={say('signatureOpen')}
            width={120}
            height={120}
            style={{ display: 'block', background: '#fff', border: '1px solid var(--theme-elevation-150)', objectFit: 'contain' }}
          />
        </a>
      ) : null}
      <p style={{ color: status.color, fontWeight: 600, marginTop: 8 }}>{say(status.key)}</p>
    </div>
  )
}
