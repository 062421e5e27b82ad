/** The header server/clientAddress.ts stamps every request with; whatever a client sent under
 * this name is overwritten. */
export const CLIENT_HEADER = 'x-veltrana-client'

/** The client a request is counted under by every per-client limit (platform/rateLimit.ts): the
 * address the server stamped on it, never a header the client chose. */
export function clientAddress(request: { headers: Headers }): string {
  return request.headers.get(CLIENT_HEADER) || 'unknown'
}

/** The posted form. A body that is not one (JSON, a multipart body cut short) makes
 * request.formData() throw, which Remix would answer with a 500; it is a 400. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new Response('Bad request: expected a form', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
}
