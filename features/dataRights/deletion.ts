import type { Payload } from 'payload'
import { type ConsentSource, withdrawConsent } from '../consents/index.server'
import { DELETION_REQUESTS } from './DeletionRequests'
import { addWorkingDays, ANSWER_WORKING_DAYS } from './dueDate'
import type { DeletionView } from './rules'

// The one path to a deletion request, whether the customer asks on the dashboard or withdraws the cabinet's consent:
// the consent is withdrawn and a request is queued for the back office, due in 10 working days.

type Id = number | string

const keyOf = (customer: Id) => `customer:${customer}`

export async function deletionRequestOf(payload: Payload, customer: Id): Promise<DeletionView | null> {
  const found = await payload.find({ collection: DELETION_REQUESTS, where: { key: { equals: keyOf(customer) } }, limit: 1, depth: 0, overrideAccess: true })
  const doc = found.docs[0]
  return doc ? { requestedAt: doc.requestedAt, dueAt: doc.dueAt, status: doc.status } : null
}

/** Withdraws the cabinet's consent and queues the request; once per customer (the key is unique, so a second request,
 * even one posted at the same moment, keeps the first and its due date). */
export async function requestAccountDeletion(payload: Payload, customer: Id, source: ConsentSource, now = new Date()): Promise<DeletionView> {
  const { email } = await payload.findByID({ collection: 'customers', id: customer, depth: 0, overrideAccess: true })
  await withdrawConsent(payload, 'cabinet', { customer, email }, source)
  try {
    await payload.create({
      collection: DELETION_REQUESTS,
      data: {
        customer: customer as number,
        requestedAt: now.toISOString(),
        dueAt: addWorkingDays(now, ANSWER_WORKING_DAYS).toISOString(),
        status: 'pending',
        language: source.language,
        key: keyOf(customer),
      },
      overrideAccess: true,
    })
  } catch (error) {
    if (!(await deletionRequestOf(payload, customer))) throw error
  }
  return (await deletionRequestOf(payload, customer))!
}
