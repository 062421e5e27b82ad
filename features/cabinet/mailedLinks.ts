import type { Payload } from 'payload'
import { serverURL } from '../../common/env.server'
import { TOKEN_PARAM } from '../../common/pageParams'
import { nonce, signToken } from '../mail/index.server'

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
  const fresh = freshLink(customer.id, link, now, current && expiresAt && Date.parse(expiresAt) > now ? current : nonce())
  await payload.update({ collection: 'customers', id: customer.id, data: fresh.data, overrideAccess: true })
  return fresh.url
}

/** A link of that kind with a new single-use value (any earlier link of the kind stops working), valid for its time from
 * now: what the customer's fields must hold for it to work, and its address. */
export function freshLink(id: string | number, link: CustomerLink, now = Date.now(), value = nonce()): { data: Record<string, string>; url: string } {
  const expires = now + link.ttlMs
  return {
    data: { [link.fields.nonce]: value, [link.fields.expiresAt]: new Date(expires).toISOString() },
    url: `${serverURL()}${link.path}?${TOKEN_PARAM}=${encodeURIComponent(signToken(link.purpose, [id, expires, value]))}`,
  }
}
