import type { Payload } from 'payload'
import { customerDataVersion, keptForCustomer } from '../../platform/customerData'
import { endSession, readSession } from './sessions'

// Who a cabinet request is from, for every page that shows a customer their own things: the
// customer comes from the session alone, never from anything else the request names. The record
// is read again only after the customer's data changed (platform/customerData.ts).

type Raw = Record<string, unknown>

export type SignedIn =
  | { status: 'anonymous' }
  /** A locked account: it sees only the blocked message and can change nothing. */
  | { status: 'locked' }
  /** Signed in with a password that no longer meets the rule: nothing personal until it is changed. */
  | { status: 'passwordChange' }
  /** `version`: the customer's data count, read before anything of theirs, to keep more of it under (keptForCustomer). */
  | { status: 'ok'; customerId: string | number; customer: Raw; version: number }

export async function signedInCustomer(payload: Payload, token: string | null): Promise<SignedIn> {
  const session = await readSession(payload, token)
  if (session === null) return { status: 'anonymous' }
  const { customerId } = session
  const version = await customerDataVersion(payload, customerId)
  const customer = await keptForCustomer('record', customerId, version, async () => {
    // Without its joins: the record's procedures and change history are staff's view, each a query of its own.
    return (await payload
      .findByID({ collection: 'customers', id: customerId, depth: 0, joins: false, overrideAccess: true, disableErrors: true })
      .catch(() => null)) as Raw | null
  })
  if (!customer) {
    // The account was removed while the session lived.
    await endSession(payload, token)
    return { status: 'anonymous' }
  }
  if (customer.locked) return { status: 'locked' }
  if (session.passwordChangeRequired) return { status: 'passwordChange' }
  return { status: 'ok', customerId, customer, version }
}
