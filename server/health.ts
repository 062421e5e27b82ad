import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Readiness } from '../cms/readiness'
import { pathOf } from './paths'

// The probes, answered ahead of everything else and never stored: GET /healthz, 200 while the
// process serves at all; GET /readyz, 200 while it should get traffic (the database answers and has
// every migration, and the process is not stopping), 503 otherwise.

export type HealthOptions = {
  readiness: () => Promise<Readiness>
  /** True once the process has begun its graceful shutdown. */
  stopping: () => boolean
  /** This process among its siblings (0 for a single process). */
  worker: number
}

const PATHS = new Set(['/healthz', '/readyz'])

export const isProbe = (req: IncomingMessage) => PATHS.has(pathOf(req.url))

/** Answers a probe and returns true; false leaves the request to the site. */
export function healthProbes({ readiness, stopping, worker }: HealthOptions) {
  const facts = () => ({ worker, pid: process.pid, uptimeSeconds: Math.round(process.uptime()) })

  /** `always`: the headers every answer carries (the request id). */
  return function answer(req: IncomingMessage, res: ServerResponse, always: Record<string, string> = {}): boolean {
    if (!isProbe(req)) return false
    const path = pathOf(req.url)
    const reply = (status: number, body: object, headers: Record<string, string> = {}) => send(req, res, status, body, { ...always, ...headers })
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, { status: 'method not allowed' }, { allow: 'GET, HEAD' })
    if (path === '/healthz') return reply(200, { status: stopping() ? 'stopping' : 'ok', ...facts() })
    if (stopping()) return reply(503, { status: 'stopping', ...facts() })
    const details = local(req)
    readiness().then(
      (state) => reply(state.ready ? 200 : 503, { status: state.ready ? 'ready' : 'not ready', ...(details ? { ...facts(), ...withoutFlag(state) } : {}) }),
      () => reply(503, { status: 'not ready', ...(details ? facts() : {}) }),
    )
    return true
  }
}

/** A caller on this machine itself (a process manager, an operator's curl): the socket is
 * loopback and no proxy forwarded it. Anyone else learns only ready or not: which migrations a
 * database lacks, the process ids and uptimes tell an attacker what runs and when it restarted. */
function local(req: IncomingMessage): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false
  const address = req.socket.remoteAddress ?? ''
  return address === '::1' || /^(::ffff:)?127\./.test(address)
}

const withoutFlag = ({ ready: _ready, ...rest }: Readiness) => rest

/** Sends a JSON answer; true, as the probe answered. */
function send(req: IncomingMessage, res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): true {
  const json = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : json)
  return true
}
