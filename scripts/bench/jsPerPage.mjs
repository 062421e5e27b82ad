// JS per page: gzip bytes of every script a page loads: external scripts, module preloads,
// inline scripts, the modules the islands entry loads once the page has loaded (its
// `data-modules` list), and everything those modules import statically (other dynamic imports
// load later, on demand, and are not counted).
import zlib from 'node:zlib'
import { BUDGETS, ORIGIN } from './config.mjs'
import { cmsPageIsInteractive, customerSignIn, islandModules, specRoutes } from './site.mjs'

/** The two measured routes that are not CMS pages: whether they have interactive parts. */
const APP_PAGES = {
  '/cabinet': true, // the registration form's signature pad
  '/dashboard': true, // the procedures disclosure opens in place
}

const gzipBytes = (text) => zlib.gzipSync(text, { level: 9 }).length
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i

export async function measureJsPerPage(report) {
  const moduleCache = new Map()
  const dashboardCookie = await customerSignIn()
  const results = {}
  for (const page of await specRoutes()) {
    const headers = page === '/dashboard' ? { cookie: dashboardCookie } : {}
    const response = await fetch(`${ORIGIN}${page}`, { headers, redirect: 'manual' })
    if (response.status !== 200) {
      report.line(`JS ${page}`, `HTTP ${response.status}`, null, false)
      continue
    }
    const html = await response.text()
    const { inline, urls } = scriptsOf(html)
    const graph = new Set()
    for (const url of urls) await collect(new URL(url, `${ORIGIN}${page}`).href, graph, moduleCache)
    let bytes = inline.reduce((sum, code) => sum + gzipBytes(code), 0)
    for (const url of graph) bytes += moduleCache.get(url).gzip
    const interactive = page in APP_PAGES ? APP_PAGES[page] : await cmsPageIsInteractive(page)
    results[page] = { gzipBytes: bytes, interactive, files: graph.size, inlineScripts: inline.length }
    const budget = interactive ? BUDGETS.jsInteractiveBytes : 0
    report.line(
      `JS ${page}`,
      `${(bytes / 1024).toFixed(1)} KB gzip, ${graph.size} files, ${inline.length} inline`,
      interactive ? `≤ ${budget / 1024} KB (interactive blocks)` : '0 (no interactive blocks)',
      bytes <= budget,
    )
  }
  report.raw.jsPerPage = results
}

function scriptsOf(html) {
  const inline = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1]
    const type = attrs.match(/\btype="([^"]*)"/)?.[1] ?? ''
    if (/\bsrc=/.test(attrs) || !EXECUTABLE.test(type) || !m[2].trim()) continue
    inline.push(m[2])
  }
  const urls = new Set([
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)].map((m) => m[1]),
    ...islandModules(html),
    // Modules an inline module script imports.
    ...inline.flatMap((code) => staticImports(code)),
  ])
  return { inline, urls: [...urls].map((u) => u.replace(/&amp;/g, '&')) }
}

/** Static `import … from "x"` and `import "x"` specifiers of a module (not `import("x")`). */
function staticImports(code) {
  return [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+)["']/g)].map((m) => m[1])
}

async function collect(url, graph, cache) {
  if (graph.has(url)) return
  graph.add(url)
  if (!cache.has(url)) {
    const response = await fetch(url)
    const code = response.ok ? await response.text() : ''
    cache.set(url, { gzip: gzipBytes(code), imports: staticImports(code).filter((s) => /^(\.|\/)/.test(s)) })
  }
  for (const specifier of cache.get(url).imports) await collect(new URL(specifier, url).href, graph, cache)
}
