'use client'
import { useAuth, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { CodeField, PasswordField } from './shared'

// The current password (and, with a factor, a code) that changing one's own password or e-mail address takes
// (features/staff/ownerProof.ts), shown only while a new password or another address is typed on one's own account.

type Staff = { id: number | string; twoFactorEnabled?: boolean | null }

/** Whether the signed-in staff member is changing their own password or e-mail address in this form. */
function useChangingOwnPassword(): { changing: boolean; twoFactor: boolean } {
  const { user } = useAuth<Staff>()
  const { id } = useDocumentInfo()
  const changing = useFormFields(([fields]) => {
    const email = fields.email
    const emailChanged =
      Boolean(email) &&
      String(email?.value ?? '')
        .trim()
        .toLowerCase() !== String(email?.initialValue ?? '').toLowerCase()
    return fields.password !== undefined || emailChanged
  })
  const own = Boolean(user && id !== undefined && String(user.id) === String(id))
  return { changing: own && changing, twoFactor: Boolean(user?.twoFactorEnabled) }
}

export function CurrentPasswordField({ path }: { path: string }) {
  const { changing } = useChangingOwnPassword()
  const { value, setValue } = useField<string>({ path })
  if (!changing) return null
  return <PasswordField name={path} value={value ?? ''} onChange={setValue} invalid={false} />
}

export function CurrentCodeField({ path }: { path: string }) {
  const { changing, twoFactor } = useChangingOwnPassword()
  const { value, setValue } = useField<string>({ path })
  if (!changing || !twoFactor) return null
  return <CodeField name={path} recovery value={value ?? ''} onChange={setValue} invalid={false} />
}
