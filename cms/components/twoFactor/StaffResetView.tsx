import { MinimalTemplate } from '@payloadcms/next/templates'
import { Link } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { storedFactor, accountOfResetLink } from '../../../features/staff/index.server'
import { adminMessage } from '../../../platform/adminTranslations'
import { StaffResetForm } from './StaffResetForm'

/** The staff reset page, in place of Payload's, whose form does not ask for the code the server requires (signIn.ts). */
export async function StaffResetView({ initPageResult, params }: AdminViewServerProps) {
  const { req } = initPageResult
  const { i18n, payload } = req
  const segments = (params?.segments ?? []) as string[]
  const token = segments[segments.length - 1] ?? ''
  const account = await accountOfResetLink(req, token)
  const path = (route: string) => formatAdminURL({ adminRoute: payload.config.routes.admin, path: route as `/${string}` })
  return (
    <MinimalTemplate className="reset-password">
      <h1>{i18n.t('authentication:resetPassword')}</h1>
      {account ? (
        <StaffResetForm token={token} needsCode={Boolean(await storedFactor(req, account.id))} />
      ) : (
        <p className="two-factor__error" role="alert">
          {adminMessage(i18n, 'resetLinkInvalid')}{' '}
          <Link href={path(payload.config.admin.routes.forgot)} prefetch={false}>
            {i18n.t('authentication:forgotPasswordQuestion')}
          </Link>
        </p>
      )}
      <Link href={path(payload.config.admin.routes.login)} prefetch={false}>
        {i18n.t('authentication:backToLogin')}
      </Link>
    </MinimalTemplate>
  )
}
