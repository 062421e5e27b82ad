import http from 'node:http'
import type { Express } from 'express'

// Express gives each request and response its own prototypes (app.request, app.response) with
// Object.setPrototypeOf as the request enters it. V8 then keeps both objects, and all they reach
// (the middleware's closures, a page's render), alive through young-generation collections: they
// are promoted to the old generation, which only full collections free. That was a third of what
// a page render promoted, and the full collections it caused were the long tail of one-at-a-time
// latency. Made with those prototypes from the start, the objects need no change: setPrototypeOf
// to the prototype an object already has does nothing.

/** Options for http.createServer whose requests and responses are Express's from birth. */
export function expressServerOptions(app: Express): http.ServerOptions {
  return {
    IncomingMessage: bornWith<typeof http.IncomingMessage>(http.IncomingMessage, app.request),
    ServerResponse: bornWith<typeof http.ServerResponse>(http.ServerResponse, app.response),
  }
}

/** A constructor that builds what `base` builds, with `prototype` as the object's prototype. */
function bornWith<C extends abstract new (...args: never[]) => object>(base: C, prototype: object): C {
  function Born(...args: unknown[]) {
    return Reflect.construct(base, args, Born)
  }
  Born.prototype = prototype
  return Born as unknown as C
}
