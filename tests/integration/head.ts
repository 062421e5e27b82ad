// What a page's <head> tells link previews and search engines, read from its HTML as the server
// rendered it: every <meta property|name=…> content, the JSON-LD blocks parsed, the <link>s.

export type Head = {
  meta: (key: string) => string[]
  /** As JSON.parse gives them: tests read into them freely. */
  jsonLd: ReturnType<typeof JSON.parse>[]
  links: Record<string, string>[]
}

export function headOf(html: string): Head {
  const meta = new Map<string, string[]>()
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g))
    meta.set(key!, [...(meta.get(key!) ?? []), decode(content!)])
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
  const links = [...html.matchAll(/<link ([^>]*)\/>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])),
  )
  return { meta: (key: string) => meta.get(key) ?? [], jsonLd, links }
}

export const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
