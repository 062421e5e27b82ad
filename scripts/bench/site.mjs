// What the benchmark needs to know about the running site: its pages, and signed-in sessions
// of an admin (to edit content) and a demo customer (to load the dashboard).
import fs from 'node:fs'
import { tsImport } from 'tsx/esm/api'
import { TEST_ADMIN } from '../lib/server.mjs'
import { DEMO_CUSTOMER, ORIGIN } from './config.mjs'

/** The 29 measured routes: the CMS pages from tests/routes.ts (one list for tests and bench), the cabinet and the dashboard. */
export async function specRoutes() {
  const { SPEC_ROUTES } = await tsImport('../../tests/routes.ts', import.meta.url)
  return [...SPEC_ROUTES.map((r) => r.path), '/cabinet', '/dashboard']
}

/** Every public page (the sitemap's English addresses, without ?lng) and the cabinet. */
export async function publicPages() {
  const xml = await (await fetch(`${ORIGIN}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)\?lng=en<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  return [...new Set([...paths, '/cabinet'])]
}

/** Block types that hydrate, by the site's own rule: the block's folder has an island.ts. */
function islandBlockTypes() {
  const blocks = new URL('../../blocks/', import.meta.url)
  return new Set(
    fs
      .readdirSync(blocks, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(new URL(`${entry.name}/island.ts`, blocks)))
      .map((entry) => entry.name.charAt(0).toLowerCase() + entry.name.slice(1)),
  )
}

/** Whether a CMS page has blocks that need JavaScript. */
export async function cmsPageIsInteractive(path) {
  const islands = islandBlockTypes()
  const cmsPath = path === '/' ? 'home' : path.replace(/^\//, '')
  const response = await fetch(`${ORIGIN}/api/pages?where[path][equals]=${encodeURIComponent(cmsPath)}&depth=0&limit=1`)
  if (!response.ok) throw new Error(`Page ${path}: ${response.status}`)
  const page = (await response.json()).docs[0]
  if (!page) throw new Error(`No CMS page at ${path}`)
  return (page.layout ?? []).some((block) => islands.has(block.blockType))
}

export async function adminToken() {
  const response = await fetch(`${ORIGIN}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  if (!response.ok) throw new Error(`Admin login: ${response.status}`)
  return (await response.json()).token
}

/** One cabinet sign-in of the demo customer; resolves to the session cookie (name=value). */
export async function customerSignIn() {
  const response = await fetch(`${ORIGIN}/api/loginUSR`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  })
  if (!response.ok) throw new Error(`Customer sign-in: ${response.status}`)
  return response.headers.get('set-cookie').split(';')[0]
}

/** GET a page (of the bench server unless another origin is named) and read it whole. One retry
 * when the connection drops: a pooled keep-alive socket can close just as it is reused; a server
 * that is down fails the retry too. */
export async function visit(path, headers = {}, origin = ORIGIN) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${origin}${path}`, { headers })
      return { response, body: await response.text() }
    } catch (error) {
      if (attempt >= 2) throw error
    }
  }
}

/** The modules the islands entry loads once the page has loaded (its `data-modules` list). */
export function islandModules(html) {
  return [...html.matchAll(/<script\b[^>]*\bdata-modules="([^"]*)"/g)].flatMap((m) => m[1].split(' ').filter(Boolean))
}

/** The same-origin files a page refers to: images (src and every srcset candidate), scripts and
 * the islands' modules. */
function filesOf(html) {
  const urls = [
    ...[...html.matchAll(/\bsrc="(\/[^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\bsrcSet="([^"]+)"|\bsrcset="([^"]+)"/g)].flatMap((m) => (m[1] ?? m[2]).split(',').map((c) => c.trim().split(/\s+/)[0])),
    ...islandModules(html),
  ]
  return [...new Set(urls.filter((u) => u.startsWith('/')).map((u) => u.replace(/&amp;/g, '&')))]
}

/** A page and every file it refers to, each fetched once as a browser would ask for it: a
 * running site has served them before, so no measurement pays for a first read from disk or a
 * first compression. */
export async function warm(path) {
  const { body } = await visit(path)
  for (const file of filesOf(body)) await (await fetch(`${ORIGIN}${file}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer()
}
