// Requests through Payload's REST router the way server/rest.ts hands them over in production: a fetch
// Request to `handleEndpoints`, wrapped in guardRest.
// For tests that want the whole request path (auth from headers and cookies, access control,
// custom endpoints) without starting a server. Call after bootTestPayload.

export type Reply = { status: number; json: any; text: string; setCookie: string | null }
export type Send = (method: string, path: string, options?: { headers?: Record<string, string>; body?: unknown }) => Promise<Reply>

let clients = 0

/** Payload's REST router, wrapped as server/rest.ts wraps it. */
export async function restRoute() {
  const config = (await import('../../cms/payload.config')).default
  const { handleEndpoints } = await import('payload')
  const { guardRest } = await import('../../platform/restErrors')
  return guardRest(config, (request) => handleEndpoints({ config, request }))
}

/** A response read as the tests look at it: status, JSON when it is JSON, text, cookie. */
export async function replyOf(response: Response): Promise<Reply> {
  const text = await response.text()
  let json: any = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON: the text is there
  }
  return { status: response.status, json, text, setCookie: response.headers.get('set-cookie') }
}

export async function restClient(): Promise<Send> {
  const route = await restRoute()
  return async (method, path, { headers = {}, body } = {}) => {
    // A client address of its own per request, so the per-client rate limits never interfere.
    const all: Record<string, string> = { 'x-veltrana-client': `rest-${++clients}`, ...headers }
    let payloadBody: BodyInit | undefined
    if (body instanceof FormData || typeof body === 'string') payloadBody = body
    else if (body !== undefined) {
      all['content-type'] = 'application/json'
      payloadBody = JSON.stringify(body)
    }
    const request = new Request(`http://localhost:3000${path}`, { method, headers: all, body: payloadBody })
    return replyOf(await route(request, { params: Promise.resolve({ slug: [] }) }))
  }
}
