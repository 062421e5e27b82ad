import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'
import { CUSTOMER_DETAILS, type CustomerDetail } from '../../common/customerDetails'
import { isLanguage } from '../../common/languages'
import type { Customer } from '../../common/payload-types'
import { roleOf } from '../../platform/access/roles'
import { adminMessage } from '../../platform/adminTranslations'
import { phoneRegion } from './account'
import { addressReplaced, mailAddressReplaced } from './addressConfirmation'
import { DETAIL_CORRECTIONS } from './DetailCorrections'
import { messageText } from './messages'
import { endAllSessions } from './passwordReset'
import { checkDetail } from './registration'

// Back office correcting a customer's details (the admin, or PATCH /api/customers/:id): each changed detail must pass the
// registration's rule and is stored as registration stores it; a new address must be confirmed again. Only staff saves
// (a staff user, access checked) are corrections: the cabinet service's own writes (sign-in counters, confirmation, and
// erasure, even when a staff member's approval starts it) override access.

/** The confirmation link of a replaced address, from the check to the save's end, per customer (a bulk save has several). */
const linkKey = (id: string | number) => `corrections.confirmUrl:${id}`

type Problem = { path: string; message: string }

/** Whether the customer update under way is a staff save; the validate hook is not told whether access is overridden. */
const STAFF_SAVE = 'corrections.staffSave'

export const markStaffSave: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation === 'update') req.context[STAFF_SAVE] = overrideAccess !== true && roleOf(req) !== undefined
  return args
}

async function problemsOf(req: PayloadRequest, data: Record<string, unknown>, stored: Customer): Promise<{ changed: CustomerDetail[]; problems: Problem[] }> {
  const region = await phoneRegion(req.payload)
  const language = req.i18n?.language === 'ru' ? 'ru' : 'en'
  const changed: CustomerDetail[] = []
  const problems: Problem[] = []
  for (const field of CUSTOMER_DETAILS) {
    if (data[field] === undefined || data[field] === stored[field]) continue
    const checked = checkDetail(field, data[field], region)
    if (!checked.ok) {
      problems.push({ path: field, message: await messageText(req.payload, checked.error, language) })
      continue
    }
    data[field] = checked.value
    if (checked.value !== stored[field]) changed.push(field)
  }
  if (changed.includes('email') && (await addressTaken(req, data.email as string, stored.id))) {
    problems.push({ path: 'email', message: adminMessage(req, 'customerEmailTaken') })
  }
  return { changed, problems }
}

/** Whether another customer has the address already (the unique index stays the last word between two saves at once). */
async function addressTaken(req: PayloadRequest, email: string, id: string | number): Promise<boolean> {
  const found = await req.payload.count({
    collection: 'customers',
    where: { and: [{ email: { equals: email } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return found.totalDocs > 0
}

/** A staff save's details, checked and normalized before Payload's own validation; any failure refuses the whole save
 * (400, each field with the registration's message in the admin's language) before it changes anything. */
export const checkCorrections: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data || !originalDoc || req.context[STAFF_SAVE] !== true) return data
  const { changed, problems } = await problemsOf(req, data, originalDoc as Customer)
  if (problems.length) throw new ValidationError({ collection: 'customers', errors: problems, req }, req.t)
  if (changed.includes('email')) {
    const replaced = addressReplaced(originalDoc.id)
    Object.assign(data, replaced.data)
    req.context[linkKey(originalDoc.id)] = replaced.url
  }
  return data
}

/** After a staff save that changed any detail: the customer's notice on the dashboard (with the save, in its transaction)
 * and, for a new address, its confirmation link and the old address's notice. A new address is a new sign-in identity:
 * every session of the customer ends with the save, as ending a device does; other details leave them. */
export const noticeCorrections: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, overrideAccess, req }) => {
  if (operation !== 'update' || overrideAccess === true || !roleOf(req)) return doc
  const fields = CUSTOMER_DETAILS.filter((field) => (previousDoc?.[field] ?? null) !== (doc[field] ?? null))
  if (!fields.length) return doc
  await req.payload.create({ collection: DETAIL_CORRECTIONS, data: { customer: doc.id, fields }, overrideAccess: true, req })
  const confirmUrl = req.context[linkKey(doc.id)]
  if (fields.includes('email')) await endAllSessions(req.payload, doc.id, req)
  if (fields.includes('email') && typeof confirmUrl === 'string') {
    delete req.context[linkKey(doc.id)]
    const language = isLanguage(doc.language) ? doc.language : 'en'
    await mailAddressReplaced(req.payload, { from: previousDoc, to: doc.email, confirmUrl, language })
  }
  return doc
}
