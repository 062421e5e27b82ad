import type { Payload } from 'payload'
import { serverURL } from '../../common/env.server'
import { TOKEN_PARAM } from '../../common/pageParams'
import { nonce, signToken } from '../mail/signedTokens'

/** A kind of single-use link mailed to a customer: the page it opens, what its token is signed for, how long it works, and
 * the customer's fields that keep its value and expiry. */
export type CustomerLink = {
  path: string
  purpose: string
  ttlMs: number
  fields: { nonce: 'resetNonce' | 'confirmNonce'; expiresAt: 'resetExpiresAt' | 'confirmExpiresAt' }
}

/** A link of that kind for the customer, valid for its time from now. A link still valid is renewed, not replaced, so a new
 * message never kills a link the owner was sent before. */
export async function renewedLink(
  payload: Payload,
  customer: { id: string | number } & Partial<Record<CustomerLink['fields'][keyof CustomerLink['fields']], string | null>>,
  link: CustomerLink,
  now = Date.now(),
): Promise<string> {
  const current = customer[link.fields.nonce]
  const expiresAt = customer[link.fields.expiresAt]
  const value = current && expiresAt && Date.parse(expiresAt) > now ? current : nonce()
  const expires = now + link.ttlMs
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { [link.fields.nonce]: value, [link.fields.expiresAt]: new Date(expires).toISOString() },
    overrideAccess: true,
  })
  return `${serverURL()}${link.path}?${TOKEN_PARAM}=${encodeURIComponent(signToken(link.purpose, [customer.id, expires, value]))}`
}
