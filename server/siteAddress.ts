// The one source of a request's own address. Remix, Next, Payload, the HTML cache, the preview
// headers, the cabinet's session paths and the origin check all see the configured site
// (SERVER_URL) and the path asked for: a Host or forwarded header is only ever compared with the
// site, then overwritten, so no request can make a page render for one address and be kept under
// another.
import type { IncomingMessage } from 'node:http'
import { env, isLoopbackHost, serverURL } from '../common/env.server'

/** A plain `host[:port]`: a name or IPv4 address, or an IPv6 address in brackets, then digits. */
const PLAIN_HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i

type Site = { url: string; protocol: string; hostname: string; port: string; host: string; loopback: boolean }
let site: Site | null = null

function configuredSite(): Site {
  const url = serverURL()
  if (site?.url !== url) {
    const parsed = new URL(url)
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80')
    site = { url, protocol: parsed.protocol, hostname: parsed.hostname, port, host: parsed.host, loopback: isLoopbackHost(parsed.hostname) }
  }
  return site
}

/** The host a plain `host[:port]` names on `site`, or null when it names another. A site configured
 * on loopback (development, tests, each test server on a free port) answers to any loopback name
 * and port, and is addressed as the request named it. */
function hostOnSite(given: string, site: Site): string | null {
  if (!PLAIN_HOST.test(given)) return null
  const value = given.toLowerCase()
  const colon = value.lastIndexOf(':')
  const hasPort = colon > value.lastIndexOf(']')
  const hostname = hasPort ? value.slice(0, colon) : value
  const port = hasPort ? String(Number(value.slice(colon + 1))) : site.protocol === 'https:' ? '443' : '80'
  if (site.loopback) return isLoopbackHost(hostname) ? value : null
  return hostname === site.hostname && port === site.port ? site.host : null
}

/**
 * Admits a request to the site: true after making every header that names its address say the
 * site's own; false when the request names another address (answer 400, render nothing). The path
 * must be a path (an absolute-form target names a host too). Forwarded headers count only from a
 * trusted proxy (TRUST_PROXY above 0), and then each of their entries must name the site; from
 * anyone else they are replaced like Host.
 */
export function admitSiteAddress(req: IncomingMessage): boolean {
  if (!req.url?.startsWith('/')) return false
  const site = configuredSite()
  // Node joins a repeated header of this name with commas: every entry is checked.
  const forwarded = env().TRUST_PROXY > 0 ? String(req.headers['x-forwarded-host'] ?? '') : ''
  const given = forwarded ? forwarded.split(',').map((entry) => entry.trim()) : [req.headers.host ?? site.host]
  let host: string | null = null
  for (const entry of given) {
    host = hostOnSite(entry, site)
    if (host === null) return false
  }
  req.headers.host = host!
  req.headers['x-forwarded-host'] = host!
  req.headers['x-forwarded-proto'] = site.protocol.slice(0, -1)
  delete req.headers['x-forwarded-port']
  return true
}

/** The address every handler sees for a request: the site's scheme and host (on a loopback site the
 * loopback host it was sent to) and the path asked for. Never a host the request named elsewhere,
 * even for a request that was not admitted first. */
export function siteUrlOf(req: IncomingMessage & { originalUrl?: string }): string {
  const site = configuredSite()
  const host = site.loopback ? (hostOnSite(req.headers.host ?? '', site) ?? site.host) : site.host
  return `${site.protocol}//${host}${req.originalUrl ?? req.url}`
}
