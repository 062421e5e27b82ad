// A download's Content-Disposition (RFC 6266): a plain-ASCII name for old clients, in quotes, and
// the full UTF-8 name (RFC 8187) when it differs, so a Russian title keeps its letters.

/** `attachment; filename="…"` for `name`, with `filename*` when the name is not plain ASCII. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  if (ascii === name) return `attachment; filename="${ascii}"`
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
