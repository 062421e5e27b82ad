import http from 'node:http'
import type { Express } from 'express'

// Express switches each request's and response's prototype (Object.setPrototypeOf) as it enters,
// which makes V8 promote both, and all they reach, to the old generation: a third of what a page
// render promoted, and the long tail of latency. Objects born with those prototypes need no switch.

/** Options for http.createServer whose requests and responses are Express's from birth: Node's
 * classes subclassed under Express's prototypes, which `app` then uses as its own. */
export function expressServerOptions(app: Express): http.ServerOptions {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, app.request)
  Object.setPrototypeOf(AppResponse.prototype, app.response)
  app.request = AppRequest.prototype as Express['request']
  app.response = AppResponse.prototype as unknown as Express['response']
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse as typeof http.ServerResponse }
}
