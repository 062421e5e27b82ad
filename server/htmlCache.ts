import crypto from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import type { RequestHandler } from 'express'
import { createCache } from '../common/caches'
import { hasFreeValue, renderedUrl } from '../common/pageParams'
import { acceptsEncoding } from './acceptEncoding'
import { NEXT_PATHS, SESSION_PATHS, pathOf } from './paths'

// Whole-response cache for anonymous GETs of site pages, which show the same to every anonymous
// visitor of one language and display setting until content changes: a repeat costs a map lookup. `serve` answers hits
// (and 304s) in front of Express; `capture` runs last before Remix, inside the compression
// middleware, so it stores the bytes Remix writes, not the compressed ones.

export type HtmlCacheOptions = {
  /** The language a request resolves to (same rule as the site's loaders). */
  language: (req: IncomingMessage) => string | Promise<string>
  /** The one spelling of the display settings a request's page is rendered in ("" for the
   * ordinary page; the version for the visually impaired): read on every request, so cheaply. */
  display?: (req: IncomingMessage) => string
  /** Whether the request carries a cabinet session: the cabinet pages are then rendered for it. */
  signedIn: (req: IncomingMessage) => boolean
  /** A request answered for one person only (a preview): never served, stored or rewritten. */
  personal?: (req: IncomingMessage) => boolean
  /** Moves whenever content changes; entries of an older version are dropped. */
  version: () => number
  /** Another bound than the default below (tests). */
  maxEntries?: number
  /** A request header that skips the cache (the benchmark's uncached render rate). */
  bypassHeader?: string
}

/** Headers as one flat list of names and values, which writeHead takes as it is: an object spread
 * into a new one on every hit cost more than all of Node's own work on the headers. */
type HeaderList = OutgoingHttpHeader[]
type Variant = { body: Buffer; headers: HeaderList }
type Entry = {
  status: number
  etag: string
  identity: Variant
  gzip?: Variant
  br?: Variant
}
/** A page as one language and display setting see it; the content version is the cache's own. */
type Page = { language: string; display: string; url: string }
type Store = ReturnType<typeof createCache<Page, Entry>>
/** A request the cache may store the answer to: its page, the store it goes in, and the version read before rendering. */
type Miss = { page: Page; store: Store; since: number }

/** Headers a stored response must not replay: per-connection, per-response or recomputed. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  // How long this response took to make (the search page's): a replay took no such time.
  'server-timing',
  'vary',
  'etag',
  'cache-control',
  'x-cache',
  'x-request-id',
])
/** The response varies with these request headers (language detection, encoding). */
const VARY = 'Accept-Encoding, Accept-Language, Cookie'
/** Stored, but the browser or a CDN asks again each time (304 when unchanged). */
const CACHE_CONTROL = 'public, no-cache'
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }
const KEY = Symbol('htmlCacheKey')

type Tagged = IncomingMessage & { [KEY]?: Miss }

export function htmlCache(options: HtmlCacheOptions) {
  const bypass = options.bypassHeader?.toLowerCase()
  // Identity, gzip and brotli bytes together: some 450 copies of the home page, the largest.
  const maxBytes = 64 * 1024 * 1024
  const entryBytes = (entry: Entry) => entry.identity.body.length + (entry.gzip?.body.length ?? 0) + (entry.br?.body.length ?? 0)
  const store = (name: string, maxEntries: number, bytes: number) =>
    createCache<Page, Entry>({
      name,
      // The parameters a page reads are part of it (a tab's selection); the rest are dropped
      // (common/pageParams.ts), so random parameters cannot fill the cache or cost renders.
      key: ({ language, display, url }) => `${language} ${display} ${url}`,
      maxEntries,
      maxBytes: bytes,
      sizeOf: entryBytes,
      // Pages are rendered again after this long even without a content change (the footer's year).
      ttlMs: 10 * 60 * 1000,
      version: options.version,
    })
  // Every public page in both languages with room to spare; a miss costs one render.
  const pages = store('html', options.maxEntries ?? 500, maxBytes)
  // Addresses with a free value (a search, a tab, a filter) are endless: they take turns in a
  // store of their own, so no run of made-up values can push the pages above out.
  const variants = store('html variants', options.maxEntries ?? 200, maxBytes / 4)

  /** The page a request asks for, or null when this request is not one the cache answers. */
  const lookup = (req: IncomingMessage): Miss | null | Promise<Miss | null> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    const path = pathOf(req.url)
    if (NEXT_PATHS.test(path)) return null
    if (SESSION_PATHS.test(path) && options.signedIn(req)) return null
    if (options.personal?.(req)) return null
    if (bypass && req.headers[bypass]) return null
    const since = pages.version()
    const url = renderedUrl(req.url ?? '/')
    const store = hasFreeValue(url) ? variants : pages
    const display = options.display?.(req) ?? ''
    const language = options.language(req)
    return typeof language === 'string'
      ? { page: { language, display, url }, store, since }
      : language.then((l) => ({ page: { language: l, display, url }, store, since }))
  }

  const send = (req: IncomingMessage, res: ServerResponse, entry: Entry, always: OutgoingHttpHeaders) => {
    const match = req.headers['if-none-match']
    // Weak comparison (RFC 9110): W/"x" and "x" name the same page.
    if (match && (match.trim() === '*' || match.split(',').some((tag) => opaque(tag) === opaque(entry.etag)))) {
      res.writeHead(304, { etag: entry.etag, 'cache-control': CACHE_CONTROL, vary: VARY, ...always })
      res.end()
      return
    }
    const variant = pickVariant(entry, req.headers['accept-encoding'])
    const headers = variant.headers.slice()
    for (const name in always) headers.push(name, always[name]!)
    res.writeHead(entry.status, headers)
    res.end(req.method === 'HEAD' ? undefined : variant.body)
  }

  /** Answers a cached request, with the stored headers and `always`, and returns true; false
   * sends the request on to Express. A promise of either only while the request's language is
   * first worked out: a hit is answered before this returns, with no promise to wait for. */
  function serve(req: IncomingMessage, res: ServerResponse, always: OutgoingHttpHeaders = {}): boolean | Promise<boolean> {
    const miss = lookup(req)
    return miss instanceof Promise ? miss.then((known) => answer(req, res, known, always)) : answer(req, res, miss, always)
  }

  function answer(req: IncomingMessage, res: ServerResponse, miss: Miss | null, always: OutgoingHttpHeaders): boolean {
    if (miss === null) return false
    // Expired entries are not returned (and go).
    const entry = miss.store.get(miss.page)
    if (entry) {
      send(req, res, entry, always)
      return true
    }
    ;(req as Tagged)[KEY] = miss
    // Rendered for the address it is kept under: the page must not echo parameters it ignores
    // (the sign-up's return address, tab links) to the next visitor.
    req.url = miss.page.url
    return false
  }

  /** Express middleware placed just before the site's handler: keeps what it writes, when storable. */
  const capture: RequestHandler = (req, res, next) => {
    const miss = (req as Tagged)[KEY]
    if (!miss || req.method !== 'GET') return next()
    const chunks: Buffer[] = []
    let size = 0
    let tooBig = false
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === 'function' || tooBig) return
      const buffer =
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
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
      // Content changed while this was rendering (the cache would refuse it too; this saves hashing).
      if (miss.store.version() !== miss.since) return
      try {
        remember(miss, res.statusCode, res.getHeaders(), Buffer.concat(chunks))
      } catch (error) {
        // A page that cannot be kept is rendered again next time; it must not stop the server.
        console.error('HTML cache: could not store', req.url, error)
      }
    })
    next()
  }

  function remember({ page, store, since }: Miss, status: number, headers: OutgoingHttpHeaders, body: Buffer) {
    const kept: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers)) if (!DROPPED.has(name) && value !== undefined) kept[name] = value
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`
    const common = { ...kept, etag, 'cache-control': CACHE_CONTROL, vary: VARY }
    const variant = (data: Buffer, encoding?: string): Variant => ({
      body: data,
      headers: Object.entries({ ...common, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': data.length, 'x-cache': 'HIT' }).flat(),
    })
    const entry: Entry = { status, etag, identity: variant(body) }
    store.set(page, entry, since)
    // Compressed forms are made once, off the main thread, and added in place (the byte bound told);
    // until then a hit gets the identity body.
    const add = (name: 'gzip' | 'br', data: Buffer) => {
      if (store.peek(page) !== entry) return
      entry[name] = variant(data, name)
      store.update(page, entry, since)
    }
    zlib.gzip(body, { level: 9 }, (error, data) => !error && add('gzip', data))
    zlib.brotliCompress(body, BROTLI, (error, data) => !error && add('br', data))
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
  // Runs on every hit, so it allocates nothing.
  if (entry.br && acceptsEncoding(acceptEncoding, 'br')) return entry.br
  if (entry.gzip && acceptsEncoding(acceptEncoding, 'gzip')) return entry.gzip
  return entry.identity
}
