/** The client address server.ts stamped on the request (see platform/rateLimit). */
export function clientAddress(request: Request): string {
  return request.headers.get('x-veltrana-client') || 'unknown'
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
