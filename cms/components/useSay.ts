import { useTranslation } from '@payloadcms/ui'
import type { AdminMessage } from '../../platform/adminTranslations'

/** The admin's strings of platform/adminTranslations.ts, in the admin's language. */
export function useSay() {
  const { t } = useTranslation()
  return (key: AdminMessage) => (t as unknown as (key: string) => string)(`custom:${key}`)
}
