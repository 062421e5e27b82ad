/** The first of `encodings` an Accept-Encoding header accepts (named, and not with q=0), or undefined. */
export function preferredEncoding<E extends string>(header: string | undefined, encodings: readonly E[]): E | undefined {
  const accepted = (encoding: string) => {
    for (const part of header?.split(',') ?? []) {
      const [name, ...params] = part.trim().split(';')
      if (name.trim().toLowerCase() !== encoding) continue
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return !q || Number(q.slice(2)) > 0
    }
    return false
  }
  return encodings.find(accepted)
}
