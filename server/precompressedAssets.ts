import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { RequestHandler } from 'express'
import { preferredEncoding } from './acceptEncoding'

// The build's hashed assets never change under their names, so each is compressed once, at the
// smallest settings (brotli 11, gzip 9), off the main thread on its first request, and kept; until
// then requests fall through to the static files and the compression middleware.

const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Compressed = { type: string; br: Buffer; gzip: Buffer }

/** Serves `<dir>/<file>` for GET/HEAD requests whose path (below the mount point) names a
 * compressible file of the build, to clients that accept brotli or gzip. */
export function precompressedAssets(dir: string): RequestHandler {
  // Plain maps, not a cache (common/caches.ts): they hold the build's own files, bounded by the
  // build's list below and never stale (hashed names).
  const ready = new Map<string, Compressed>()
  const started = new Set<string>()

  const prepare = (name: string) => {
    started.add(name)
    const type = COMPRESSIBLE[path.extname(name)]
    fs.readFile(path.join(dir, name), (error, data) => {
      if (error) return
      zlib.brotliCompress(data, BROTLI, (brError, br) => {
        if (brError) return
        zlib.gzip(data, { level: 9 }, (gzError, gzip) => {
          if (!gzError) ready.set(name, { type, br, gzip })
        })
      })
    })
  }

  // Only names the build has: nothing a request names is ever read from disk here.
  const known = new Set(listFiles(dir).filter((name) => COMPRESSIBLE[path.extname(name)]))

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // Hashed names are plain ASCII: the raw path is compared, never decoded.
    const name = req.path.slice(1)
    if (!known.has(name)) return next()
    const compressed = ready.get(name)
    if (!compressed) {
      if (!started.has(name)) prepare(name)
      return next()
    }
    const encoding = preferredEncoding(req.headers['accept-encoding'], ['br', 'gzip'] as const)
    if (!encoding) return next()
    const body = compressed[encoding]
    res.writeHead(200, {
      'content-type': compressed.type,
      'content-encoding': encoding,
      'content-length': body.length,
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, name) : [name]
  })
}
