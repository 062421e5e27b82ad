'use client'
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

/** A message's whole text as the SMTP server gets it, to open in a mail program. */
export const EmlLink: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { t } = useTranslation()
  if (id === undefined || id === null) return null
  return (
    <p style={{ marginBottom: 'var(--spacing-field)' }}>
      <a href={`${config.routes.api}/mail-messages/${id}/eml`} download>
        {(t as unknown as (key: string) => string)('custom:mailDownload')}
      </a>
    </p>
  )
}
