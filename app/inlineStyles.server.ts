import fs from 'node:fs'
import path from 'node:path'
import { appRoot, isProduction } from '../common/env.server'

// In production the page's stylesheets (about 12 KB gzip in all) are written into the page:
// a first visit on a slow mobile connection paints after one round trip instead of three, and
// the whole response, cached by server/htmlCache.ts, is one object. Development keeps the links (Vite
// swaps the files on edit).

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g
// Each stylesheet of the build, read once: a plain map, not a cache (common/caches.ts), since the
// names come from the build's own links (never a request), are few and never go stale (hashed).
const files = new Map<string, string | null>()

function stylesheet(href: string): string | null {
  if (!files.has(href)) {
    const file = path.join(appRoot(), 'build/client', href)
    // A stylesheet can't end the <style> element it is written into.
    files.set(href, fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null)
  }
  return files.get(href) ?? null
}

export function inlineStylesheets(html: string): string {
  if (!isProduction()) return html
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = stylesheet(href)
    return css === null ? link : `<style data-href="${href}">${css}</style>`
  })
}

/** The rendered document with its stylesheets written in. Only the head is searched: the body
 * (most of the characters) is passed on as it was rendered. */
export function inlineDocumentStylesheets(document: string): string {
  const end = document.indexOf('</head>')
  return end < 0 ? inlineStylesheets(document) : inlineStylesheets(document.slice(0, end)) + document.slice(end)
}
