import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import type { GracefulClose } from './gracefulClose'
import type { htmlCache } from './htmlCache'
import { requestLog } from './requestLog'
import { admitSiteAddress } from './siteAddress'

// What every request meets first, before Express: its id and log line, the graceful close's
// bookkeeping, the health probes, the check of the address it was sent to, then the HTML cache. A
// probe or a cache hit sends the id within its one writeHead: a header set ahead with setHeader
// sends Node's writeHead down its slower merging path.

export type FrontOptions = {
  logger: Logger
  closing: Pick<GracefulClose, 'track'>
  probes: (req: IncomingMessage, res: ServerResponse, headers: IdHeader) => boolean
  cache: ReturnType<typeof htmlCache> | null
  app: RequestListener
}

type IdHeader = { 'x-request-id': string }

export function front({ logger, closing, probes, cache, app }: FrontOptions): RequestListener {
  const log = requestLog(logger)
  return (req, res) => {
    const id: IdHeader = { 'x-request-id': log(req, res) }
    closing.track(req, res)
    if (probes(req, res, id)) return
    if (!admitSiteAddress(req)) return refuseAddress(res, id)
    const toApp = () => {
      res.setHeader('x-request-id', id['x-request-id'])
      app(req, res)
    }
    if (!cache) return toApp()
    cache.serve(req, res, id).then(
      (answered) => answered || toApp(),
      (err) => {
        logger.error({ err, msg: 'HTML cache: could not answer; rendering instead' })
        toApp()
      },
    )
  }
}

const REFUSED = JSON.stringify({ error: 'Unknown host' })

/** A request naming an address that is not the site's: nothing behind is asked to answer it. */
function refuseAddress(res: ServerResponse, id: IdHeader) {
  res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(REFUSED), 'cache-control': 'no-store', ...id })
  res.end(REFUSED)
}
