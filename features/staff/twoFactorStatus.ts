import type { FieldHook } from 'payload'
import { STAFF_TWO_FACTOR_SLUG } from './StaffTwoFactor'

/** Whether the staff account read has a second factor set up: one indexed count per account
 * read, within the reading request's transaction (a sign-in that sets it up sees it on). */
export const twoFactorIsOn: FieldHook = async ({ data, siblingData, req }) => {
  const id = (data?.id ?? siblingData?.id) as number | string | undefined
  if (id === undefined || id === null) return false
  const { totalDocs } = await req.payload.count({ collection: STAFF_TWO_FACTOR_SLUG, where: { user: { equals: id } }, overrideAccess: true, req })
  return totalDocs > 0
}
