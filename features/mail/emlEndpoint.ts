import type { Endpoint } from 'payload'
import type { MailMessage } from '../../common/payload-types'
import { roleOf } from '../../platform/access/roles'
import { rawMessage, storedParts } from './compose'

/** GET /api/mail-messages/:id/eml: the message as a file, for admins. The collection is named by its
 * slug (checked against Payload's types), not imported: MailMessages.ts imports this endpoint. */
export const emlEndpoint: Endpoint = {
  path: '/:id/eml',
  method: 'get',
  handler: async (req) => {
    if (roleOf(req) !== 'admin') return Response.json({ error: 'Forbidden' }, { status: 403 })
    const id = req.routeParams?.id as string
    const message = (await req.payload.findByID({ collection: 'mail-messages', id, depth: 0, overrideAccess: true, disableErrors: true })) as MailMessage | null
    if (!message) return Response.json({ error: 'Not found' }, { status: 404 })
    const parts = storedParts(message)
    // Its template is rendered when its job first runs, within a second or two.
    if (!parts) return Response.json({ error: 'Not written yet, try again in a moment' }, { status: 409 })
    return new Response(new Uint8Array(await rawMessage(message, parts)), {
      headers: {
        'Content-Type': 'message/rfc822',
        'Content-Disposition': `attachment; filename="message-${message.id}.eml"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
