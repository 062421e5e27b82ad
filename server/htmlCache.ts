import crypto from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import type { RequestHandler } from 'express'
import { acceptsEncoding } from './acceptEncoding'
import { NEXT_PATHS, SESSION_PATHS, pathOf } from './paths'

// Whole-response cache for anonymous GETs of site pages. A page shows the same to every
// anonymous visitor in one language until content changes, so the rendered response (status,
// headers with the security headers, body, and its gzip and brotli forms) is kept and a repeat
// costs a map lookup: no Express, no Remix, no React, no compression. Two halves:
// - `serve` runs in front of Express on the raw request and answers hits (and 304s);
// - `capture` runs last before Remix, after the compression middleware has wrapped the
//   response, so it sees the bytes Remix writes, not the compressed ones, and stores them.

export type HtmlCacheOptions = {
  /** The language a request resolves to (same rule as the site's loaders). */
  language: (req: IncomingMessage) => string | Promise<string>
  /** Whether the request carries a cabinet session: the cabinet pages are then rendered for it. */
  signedIn: (req: IncomingMessage) => boolean
  /** Moves whenever content changes; entries of an older version are dropped. */
  version: () => number
  maxEntries?: number
  /** Identity, gzip and brotli bytes together. */
  maxBytes?: number
  /** Entries are re-rendered after this long even without a content change (the footer's year). */
  ttlMs?: number
  /** A request header that skips the cache, honoured only when this is set (the benchmark's
   * uncached render rate); never on a normal start. */
  bypassHeader?: string
}

type Variant = { body: Buffer; headers: OutgoingHttpHeaders }
type Entry = {
  status: number
  etag: string
  bytes: number
  expires: number
  identity: Variant
  gzip?: Variant
  br?: Variant
}

/** Headers a stored response must not replay: per-connection, per-response or recomputed. */
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'vary', 'etag', 'cache-control', 'x-cache'])
/** The response varies with these request headers (language detection, encoding). */
const VARY = 'Accept-Encoding, Accept-Language, Cookie'
/** Stored, but the browser or a CDN asks again each time (304 when unchanged). */
const CACHE_CONTROL = 'public, no-cache'
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }
const KEY = Symbol('htmlCacheKey')

type Tagged = IncomingMessage & { [KEY]?: string }

export function htmlCache(options: HtmlCacheOptions) {
  const maxEntries = options.maxEntries ?? 500
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000
  const bypass = options.bypassHeader?.toLowerCase()
  // Map order is recency order: a hit moves its entry to the end, eviction takes the front.
  const entries = new Map<string, Entry>()
  let version = options.version()
  let bytes = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  const currentVersion = () => {
    const now = options.version()
    if (now !== version) {
      entries.clear()
      bytes = 0
      version = now
    }
    return now
  }

  /** The cache key, or null when this request is not one the cache answers. */
  const keyFor = (req: IncomingMessage): string | null | Promise<string | null> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    const path = pathOf(req.url)
    if (NEXT_PATHS.test(path)) return null
    if (SESSION_PATHS.test(path) && options.signedIn(req)) return null
    if (bypass && req.headers[bypass]) return null
    const language = options.language(req)
    const v = currentVersion()
    return typeof language === 'string' ? `${v} ${language} ${req.url}` : language.then((l) => `${v} ${l} ${req.url}`)
  }

  const send = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const match = req.headers['if-none-match']
    // Weak comparison (RFC 9110): W/"x" and "x" name the same page.
    if (match && (match.trim() === '*' || match.split(',').some((tag) => opaque(tag) === opaque(entry.etag)))) {
      res.writeHead(304, { etag: entry.etag, 'cache-control': CACHE_CONTROL, vary: VARY })
      res.end()
      return
    }
    const variant = pickVariant(entry, req.headers['accept-encoding'])
    res.writeHead(entry.status, variant.headers)
    res.end(req.method === 'HEAD' ? undefined : variant.body)
  }

  /** Answers a cached request and returns true; false sends the request on to Express. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const key = await keyFor(req)
    if (key === null) return false
    const entry = entries.get(key)
    if (entry && entry.expires > Date.now()) {
      entries.delete(key)
      entries.set(key, entry)
      send(req, res, entry)
      return true
    }
    if (entry) drop(key)
    ;(req as Tagged)[KEY] = key
    return false
  }

  /** Express middleware placed just before the site's handler: keeps what it writes, when storable. */
  const capture: RequestHandler = (req, res, next) => {
    const key = (req as Tagged)[KEY]
    if (!key || req.method !== 'GET') return next()
    const chunks: Buffer[] = []
    let size = 0
    let tooBig = false
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === 'function' || tooBig) return
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
      size += buffer.length
      // One response may not take more than a quarter of the cache.
      if (size > maxBytes / 4) tooBig = true
      else chunks.push(buffer)
    }
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return write(chunk, ...rest)
    }) as typeof res.write
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return end(chunk, ...rest)
    }) as typeof res.end
    res.on('finish', () => {
      if (tooBig || !storable(res.statusCode, res.getHeaders())) return
      // Content changed while this was rendering: it may hold the older content.
      if (!key.startsWith(`${currentVersion()} `)) return
      try {
        store(key, res.statusCode, res.getHeaders(), Buffer.concat(chunks))
      } catch (error) {
        // A page that cannot be kept is rendered again next time; it must not stop the server.
        console.error('HTML cache: could not store', req.url, error)
      }
    })
    next()
  }

  function store(key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer) {
    const kept: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers)) if (!DROPPED.has(name) && value !== undefined) kept[name] = value
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`
    const common = { ...kept, etag, 'cache-control': CACHE_CONTROL, vary: VARY }
    const variant = (data: Buffer, encoding?: string): Variant => ({
      body: data,
      headers: { ...common, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': data.length, 'x-cache': 'HIT' },
    })
    const entry: Entry = { status, etag, bytes: body.length, expires: Date.now() + ttlMs, identity: variant(body) }
    drop(key)
    entries.set(key, entry)
    bytes += entry.bytes
    evict()
    // Compressed forms are made once, off the main thread; until they are ready a hit that
    // accepts them gets the identity body (still correct, just larger).
    const add = (name: 'gzip' | 'br', data: Buffer) => {
      if (entries.get(key) !== entry) return
      entry[name] = variant(data, name)
      entry.bytes += data.length
      bytes += data.length
      evict()
    }
    zlib.gzip(body, { level: 9 }, (error, data) => !error && add('gzip', data))
    zlib.brotliCompress(body, BROTLI, (error, data) => !error && add('br', data))
  }

  function evict() {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      drop(key)
    }
  }

  return { serve, capture }
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** Only complete, public, cookie-free 200s are the same for the next visitor. */
function storable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  const cacheControl = String(headers['cache-control'] ?? '')
  return !/no-store|private/i.test(cacheControl)
}

/** Brotli, else gzip, else the plain body, by what the client accepts and what is ready. */
function pickVariant(entry: Entry, acceptEncoding: string | undefined): Variant {
  if (acceptEncoding) {
    if (entry.br && acceptsEncoding(acceptEncoding, 'br')) return entry.br
    if (entry.gzip && acceptsEncoding(acceptEncoding, 'gzip')) return entry.gzip
  }
  return entry.identity
}
