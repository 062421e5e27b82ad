import { data, redirect } from '@remix-run/node'
import type { Payload } from 'payload'
import { conversationPath } from '../../common/customerMessages'
import { isSameOrigin } from '../../platform/origin'
import { readForm } from '../../platform/request.server'
import { PRIVATE_HEADERS, requireCustomer } from '../cabinet/index.server'
import { replyToConversation, startConversation } from './conversations.server'

/** A form post to /dashboard/messages (a new conversation, no thread) or to one conversation:
 * sent, the browser goes to the conversation; refused, the form comes back with the reason and
 * what was typed; a thread that is not the customer's is 404. A locked customer or a visitor
 * never gets as far as the form (requireCustomer). */
export async function postMessage(payload: Payload, request: Request, threadId?: string) {
  const { customerId } = await requireCustomer(payload, request)
  if (!isSameOrigin(request.headers, request.url)) throw new Response('Bad request', { status: 400, headers: PRIVATE_HEADERS })
  const form = await readForm(request)
  const type = form.get('type')
  const body = form.get('body')
  const outcome =
    threadId === undefined ? await startConversation(payload, customerId, type, body) : await replyToConversation(payload, customerId, threadId, body)
  if (outcome.ok) return redirect(conversationPath(outcome.threadId), { status: 303, headers: PRIVATE_HEADERS })
  if (outcome.error === 'notFound') throw new Response('Not Found', { status: 404, headers: PRIVATE_HEADERS })
  const typed = { type: typeof type === 'string' ? type : undefined, body: typeof body === 'string' ? body : undefined }
  return data({ error: outcome.error, ...typed }, { status: outcome.status, headers: PRIVATE_HEADERS })
}
