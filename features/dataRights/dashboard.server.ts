import { data, redirect } from '@remix-run/node'
import type { Payload } from 'payload'
import { DONE_PARAM } from '../../common/pageParams'
import { isSameOrigin } from '../../platform/origin'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { PRIVATE_HEADERS, requestToken, resolveSession } from '../cabinet/index.server'
import { requestSource } from '../consents/index.server'
import { requestAccountDeletion } from './deletion'
import { deletionProblem } from './rules'

/** The dashboard's "delete my account": the signed-in customer (the session says who, never the form) asks, having ticked
 * the box; without it, a translated error and nothing changes. */
export async function deleteOnDashboard(payload: Payload, request: Request, form: FormData) {
  const customerId = await resolveSession(payload, requestToken(request))
  if (customerId === null) return redirect('/cabinet', { status: 303, headers: PRIVATE_HEADERS })
  if (!isSameOrigin(request.headers, request.url)) return new Response('Bad request', { status: 400, headers: PRIVATE_HEADERS })
  const problem = deletionProblem(form)
  if (problem) return data({ deletionError: problem }, { status: 400, headers: PRIVATE_HEADERS })
  await requestAccountDeletion(payload, customerId, { ...requestSource(request), language: await detectLanguage(request) })
  return redirect(`/dashboard?${DONE_PARAM}=deletion#data-rights`, { status: 303, headers: PRIVATE_HEADERS })
}
