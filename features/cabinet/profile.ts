import type { Payload } from 'payload'
import { keptForCustomer } from '../../platform/customerData'
import { addressConfirmed } from './addressConfirmation'
import { signedInCustomer } from './signedIn'

// What a signed-in customer sees of themselves (/dashboard, POST /api/idData): the customer comes from the session alone.

export type ProcedureView = {
  id: string
  name: string
  description: string
  /** ISO date-time, or null when staff have not set one. */
  paymentDate: string | null
  priceCents: number
  status: string
}

export type ProfileView = {
  uid: string
  email: string
  firstName: string
  lastName: string
  address: string
  /** International digits without "+". */
  phone: string
  balanceCents: number
  showTotal: boolean
  /** Whether the customer followed the link mailed to the address (addressConfirmation.ts). */
  emailConfirmed: boolean
  procedures: ProcedureView[]
}

export type ProfileOutcome =
  | { status: 'anonymous' }
  /** A locked account: nothing personal leaves the server. */
  | { status: 'locked' }
  /** Signed in with a password that no longer meets the rule: nothing personal until it is changed. */
  | { status: 'passwordChange' }
  /** `version`: as signedInCustomer's, to keep more of the customer's data under. */
  | { status: 'ok'; profile: ProfileView; version: number }

type Raw = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value : '')
const cents = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0)

export async function readProfile(payload: Payload, token: string | null): Promise<ProfileOutcome> {
  const who = await signedInCustomer(payload, token)
  if (who.status !== 'ok') return who
  const { customerId, customer, version } = who

  const procedures = await keptForCustomer('procedures', customerId, version, () =>
    payload.find({
      collection: 'procedures',
      where: { customer: { equals: customerId } },
      sort: 'paymentDate',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  )
  return {
    status: 'ok',
    version,
    profile: {
      uid: String(customer.id),
      email: str(customer.email),
      firstName: str(customer.firstName),
      lastName: str(customer.lastName),
      address: str(customer.address),
      phone: str(customer.phone),
      balanceCents: cents(customer.balance),
      showTotal: customer.showTotal === true,
      emailConfirmed: addressConfirmed(customer as { emailConfirmed?: boolean | null }),
      procedures: (procedures.docs as unknown as Raw[]).map((p) => ({
        id: String(p.id),
        name: str(p.name),
        description: str(p.description),
        paymentDate: str(p.paymentDate) || null,
        priceCents: cents(p.price),
        status: str(p.status),
      })),
    },
  }
}
