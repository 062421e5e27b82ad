import { PayloadLogo } from '@payloadcms/ui/graphics/Logo'
import { redirect } from 'next/navigation.js'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'
import { roleOf } from '../../../platform/access/roles'
import { StaffLoginForm } from './StaffLoginForm'

/** The admin's sign-in page, in place of Payload's, whose form knows only the password. */
export function StaffLoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const admin = req.payload.config.routes.admin
  const target = getSafeRedirect({ fallbackTo: admin, redirectTo: (searchParams?.redirect as string | string[] | undefined) ?? '' })
  // A session without a role (one that must set a factor up first) signs in again here.
  if (roleOf(req)) redirect(target)
  return (
    <main>
      <div className="login__brand">
        <PayloadLogo />
      </div>
      <StaffLoginForm redirectTo={target} />
    </main>
  )
}
