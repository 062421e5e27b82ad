import type { CollectionBeforeChangeHook } from 'payload'
import { typedCode } from './factors'
import { requireCodeIfSetUp, requireCurrentPassword, typedPassword } from './ownerProof'

/**
 * A staff member changes their own password (over REST, which the account page's "Change
 * password" posts) only with the current password in `currentPassword` and, once the account
 * has a second factor, a current code in `currentCode`: a stolen session must not lock the owner
 * out. An admin setting someone else's password, and the server's own writes (no user), need
 * neither. Both fields are virtual (features/staff/Users.ts): never stored.
 */
export const proveOwnPasswordChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data?.password || !req.user || req.user.collection !== 'users') return data
  if (String(req.user.id) !== String(originalDoc?.id)) return data
  const account = { id: originalDoc.id as number | string, email: String(originalDoc.email) }
  await requireCurrentPassword(req, account, typedPassword(data, 'currentPassword'))
  await requireCodeIfSetUp(req, account.id, typedCode({ code: data.currentCode }))
  return data
}
