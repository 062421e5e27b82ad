import { redirect } from '@remix-run/node'
import type { Payload } from 'payload'
import { PRIVATE_HEADERS, requestToken } from './session.server'
import { signedInCustomer } from './signedIn'

/** The customer a cabinet page is for; anyone else is sent away: a visitor to sign in, a locked
 * account or one that must change its password to the dashboard, which shows them only that. */
export async function requireCustomer(payload: Payload, request: Request): Promise<{ customerId: string | number; customer: Record<string, unknown> }> {
  const who = await signedInCustomer(payload, requestToken(request))
  if (who.status === 'anonymous') throw redirect('/cabinet', { headers: PRIVATE_HEADERS })
  if (who.status !== 'ok') throw redirect('/dashboard', { status: 303, headers: PRIVATE_HEADERS })
  return who
}
