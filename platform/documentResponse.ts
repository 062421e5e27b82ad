// A page's document goes from the render to the server as the bytes it is, beside an empty
// Response: a Response body would wrap them in a web stream, which Node 20 backs with a native
// handle that only a full collection can free, and everything reading it (the response being
// written) would be kept until then. The application's render (the Remix build) and the server
// are bundled apart, so they meet at a symbol of the global registry.

const BYTES = Symbol.for('veltrana.documentBytes')

type WithBytes = Response & { [BYTES]?: Uint8Array }

/** A Response standing for `bytes`: status and headers as given, the bytes beside it. */
export function documentResponse(bytes: Uint8Array, init: ResponseInit): Response {
  const response: WithBytes = new Response(null, init)
  response[BYTES] = bytes
  return response
}

/** The bytes a document response stands for; undefined for any other response. */
export function documentBytesOf(response: Response): Uint8Array | undefined {
  return (response as WithBytes)[BYTES]
}
