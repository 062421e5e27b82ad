// The one client identity every per-client rate limit counts against (platform/rateLimit.ts,
// the cabinet, the subscription form): worked out here, once per request, and stamped on it for
// platform/request.server.ts's clientAddress to read.
import net from 'node:net'
import type express from 'express'
import { CLIENT_HEADER } from '../platform/request.server'

/**
 * The key a client is counted under: an IPv4 address as it is; an IPv6 address by its /64, since
 * one subscriber is routinely handed a whole /64 and could otherwise take a new address per request.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (!net.isIPv6(address)) return address
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, without leading zeros (a zone or embedded IPv4 tail is kept
 * out of the first four, which is all the key uses). */
function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return groups.map((group) => (group.includes('.') ? group : (parseInt(group, 16) || 0).toString(16)))
}

/**
 * Trust `hops` proxies: Express's numeric `trust proxy` skips that many entries from the right of
 * X-Forwarded-For (each trusted proxy appended the address it saw), so what a client writes into
 * the header itself never becomes its address. With 0 the socket's address is the client.
 */
export function stampClientAddress(app: express.Express, hops: number) {
  app.set('trust proxy', hops)
  app.use((req, _res, next) => {
    req.headers[CLIENT_HEADER] = clientKey(req.ip || req.socket.remoteAddress)
    next()
  })
}
