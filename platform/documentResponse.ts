// A page's document goes from the render to the server as bytes beside an empty Response: a body
// would be a web stream, whose native handle (Node 20) keeps the response written alive until a
// full collection. The Remix build and the server are bundled apart: they meet at a global symbol.

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
