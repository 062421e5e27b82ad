import type { ServerProps } from 'payload'
import { canEditContent } from '../../../platform/access/roles'
import { adminMessage } from '../../../platform/adminTranslations'
import { TRANSLATION_STATUS_PATH } from './path'

/** The translation status view's entry in the admin's side menu, for those who may open it. */
export async function TranslationStatusNavLink({ i18n, payload, user }: ServerProps) {
  if (!user || !(await canEditContent({ req: { user } as never }))) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${TRANSLATION_STATUS_PATH}`} id="nav-translation-status">
      <span className="nav__link-label">{adminMessage(i18n, 'statusTitle')}</span>
    </a>
  )
}
