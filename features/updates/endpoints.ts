import type { Endpoint } from 'payload'
import { requestSource } from '../consents/index.server'
import { ONE_CLICK_PATH, UNSUBSCRIBE_PATH } from './paths'
import { tokenOf } from './subscriberPages'
import { unsubscribe } from './subscriptions'

/** The List-Unsubscribe address. A mail service's one-click unsubscribe (RFC 8058) POSTs
 * `List-Unsubscribe=One-Click` here from its own origin and without a cookie, which a page's
 * action would refuse as cross-site; the token in the address is the only credential, and it
 * can do nothing but end that subscription. A client that opens the address instead is sent
 * to the page with the button. */
export const oneClickUnsubscribe: Endpoint[] = [
  {
    path: ONE_CLICK_PATH,
    method: 'post',
    handler: async (req) => {
      const done = await unsubscribe(req.payload, tokenOf(req), requestSource(req))
      return Response.json({ ok: done }, { status: done ? 200 : 404, headers: { 'Cache-Control': 'no-store' } })
    },
  },
  {
    path: ONE_CLICK_PATH,
    method: 'get',
    handler: async (req) =>
      new Response(null, {
        status: 303,
        headers: { Location: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokenOf(req))}`, 'Cache-Control': 'no-store' },
      }),
  },
]
