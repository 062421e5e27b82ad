import { redirect, type TypedResponse } from '@remix-run/node'
import type { Payload } from 'payload'
import { DONE_PARAM } from '../../common/pageParams'
import { isSameOrigin } from '../../platform/origin'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { PRIVATE_HEADERS, requestToken, resolveSession } from '../cabinet/index.server'
import { withdrawConsent, requestSource, isConsentPurpose } from '../consents/index.server'
import { requestAccountDeletion } from './deletion'

/** The dashboard's withdrawal: the signed-in customer withdraws their own consent (the session says whose, never the
 * form), and the page then shows the withdrawal. Withdrawing the cabinet's consent is a request to delete the account
 * (deletion.ts), which back office approves; nothing is deleted here. */
export async function withdrawOnDashboard(payload: Payload, request: Request, form: FormData): Promise<TypedResponse<never> | Response> {
  const customerId = await resolveSession(payload, requestToken(request))
  if (customerId === null) return redirect('/cabinet', { status: 303, headers: PRIVATE_HEADERS })
  const purpose = form.get('purpose')
  if (!isSameOrigin(request.headers, request.url) || !isConsentPurpose(purpose)) {
    return new Response('Bad request', { status: 400, headers: PRIVATE_HEADERS })
  }
  const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true })
  const source = { ...requestSource(request), language: await detectLanguage(request) }
  if (purpose === 'cabinet') await requestAccountDeletion(payload, customerId, source)
  else await withdrawConsent(payload, purpose, { customer: customerId, email: customer.email }, source)
  return redirect(`/dashboard?${DONE_PARAM}=withdrawn#consents`, { status: 303, headers: PRIVATE_HEADERS })
}
