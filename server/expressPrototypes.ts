import http from 'node:http'
import type { Express } from 'express'

// Express gives each request and response its own prototypes (app.request, app.response) with
// Object.setPrototypeOf as the request enters it. V8 then keeps both objects, and all they reach
// (the middleware's closures, a page's render), alive through young-generation collections: they
// are promoted to the old generation, which only full collections free. That was a third of what
// a page render promoted, and the full collections it caused were the long tail of one-at-a-time
// latency. Born with those prototypes instead, the objects need no change: setPrototypeOf to the
// prototype an object already has does nothing.

/**
 * Options for http.createServer whose requests and responses are Express's from birth: Node's
 * classes, subclassed, with Express's prototypes one step up the chain, and `app` told to use
 * the subclasses' prototypes as its own. (A constructor returning Reflect.construct with another
 * prototype did the same and made every request seven times slower.)
 */
export function expressServerOptions(app: Express): http.ServerOptions {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, app.request)
  Object.setPrototypeOf(AppResponse.prototype, app.response)
  app.request = AppRequest.prototype as Express['request']
  app.response = AppResponse.prototype as unknown as Express['response']
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse as typeof http.ServerResponse }
}
