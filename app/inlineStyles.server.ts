import fs from 'node:fs'
import path from 'node:path'
import { appRoot, isProduction } from '../common/env.server'
import { SPLICE_MARK } from '../ui/islands/splices'
import { STYLESHEETS_SLOT, stylesheetLinks } from '../ui/page/stylesheets'

// In production the page's stylesheets (4 to 6 KB gzip) are written into the page:
// a first visit on a slow mobile connection paints after one round trip instead of three, and
// the whole response, cached by server/htmlCache.ts, is one object. Development keeps the links (Vite
// swaps the files on edit).

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g
// Each stylesheet of the build as the bytes of its <style> element, made once: a plain map, not
// a cache (common/caches.ts), since the names come from the build's own links (never a
// request), are few and never go stale (hashed). Encoding them once matters: they are half of
// a page's bytes.
const styles = new Map<string, Buffer | null>()

function styleElement(href: string): Buffer | null {
  if (!styles.has(href)) {
    const file = path.join(appRoot(), 'build/client', href)
    // A stylesheet can't end the <style> element it is written into.
    const css = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null
    styles.set(href, css === null ? null : Buffer.from(`<style data-href="${href}">${css}</style>`))
  }
  return styles.get(href) ?? null
}

/** The rendered document as bytes: the head's stylesheet slot filled with `stylesheets`
 * (ui/page/stylesheets.tsx), its stylesheet links replaced by the stylesheets (only the head is
 * searched), its splice markers by their bytes, in order (ui/islands/splices.ts). */
export function documentBytes(document: string, { splices = [], stylesheets = [] }: { splices?: Buffer[]; stylesheets?: readonly string[] } = {}): Buffer {
  const end = document.indexOf('</head>')
  const head = (end < 0 ? document : document.slice(0, end)).replace(STYLESHEETS_SLOT, () => stylesheetLinks(stylesheets))
  const parts: Buffer[] = []
  let from = 0
  if (isProduction()) {
    for (const link of head.matchAll(STYLESHEET)) {
      const style = styleElement(link[1])
      if (!style) continue
      parts.push(Buffer.from(head.slice(from, link.index)), style)
      from = link.index + link[0].length
    }
  }
  parts.push(Buffer.from(from ? head.slice(from) : head))
  const body = end < 0 ? '' : document.slice(end)
  from = 0
  for (const bytes of splices) {
    const mark = body.indexOf(SPLICE_MARK, from)
    if (mark < 0) throw new Error('A spliced island is missing from the rendered page')
    parts.push(Buffer.from(body.slice(from, mark)), bytes)
    from = mark + SPLICE_MARK.length
  }
  if (body) parts.push(Buffer.from(from ? body.slice(from) : body))
  return parts.length === 1 ? parts[0] : Buffer.concat(parts)
}
