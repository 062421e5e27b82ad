'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useSay } from '../useSay'

/** A message's whole text as the SMTP server gets it, to open in a mail program. */
export const EmlLink: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const say = useSay()
  if (id === undefined || id === null) return null
  return (
    <p style={{ marginBottom: 'var(--spacing-field)' }}>
      <a href={`${config.routes.api}/mail-messages/${id}/eml`} download>
        {say('mailDownload')}
      </a>
    </p>
  )
}
