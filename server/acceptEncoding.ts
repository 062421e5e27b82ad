/** Whether an Accept-Encoding header accepts `encoding` (named, and not with q=0). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  for (const part of header?.split(',') ?? []) {
    const [name, ...params] = part.trim().split(';')
    if (name.trim().toLowerCase() !== encoding) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  }
  return false
}

/** The first of `encodings` an Accept-Encoding header accepts, or undefined. */
export function preferredEncoding<E extends string>(header: string | undefined, encodings: readonly E[]): E | undefined {
  for (const encoding of encodings) if (acceptsEncoding(header, encoding)) return encoding
  return undefined
}
