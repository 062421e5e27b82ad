/** The client address server.ts stamped on the request (see cms/services/rateLimit). */
export function clientAddress(request: Request): string {
  return request.headers.get('x-veltrana-client') || 'unknown'
}

/** A same-site path to go back to; anything else (another origin, "//host") becomes "/". */
export function safeLocalPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/'
  return value
}
