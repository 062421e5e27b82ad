import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import type { GracefulClose } from './gracefulClose'
import { isProbe } from './health'
import type { htmlCache } from './htmlCache'
import { requestLog } from './requestLog'
import { admitSiteAddress } from './siteAddress'

// What every request meets first, before Express: its id and log line, the graceful close's
// bookkeeping, the health probes, the check of the address it was sent to, then the HTML cache. A
// probe or a cache hit sends the id within its one writeHead: a header set ahead with setHeader
// sends Node's writeHead down its slower merging path.
//
// A cache hit is whole once sent, so its line is written at once and its connection only marked
// as used: following it to its end (a listener for the log, one for the graceful close and a
// promise) cost a hit about a tenth of its time. Every other request is followed to its end.

export type FrontOptions = {
  logger: Logger
  closing: Pick<GracefulClose, 'track' | 'answered' | 'closing'>
  probes: (req: IncomingMessage, res: ServerResponse, headers: IdHeader) => boolean
  cache: ReturnType<typeof htmlCache> | null
  app: RequestListener
}

type IdHeader = { 'x-request-id': string }

export function front({ logger, closing, probes, cache, app }: FrontOptions): RequestListener {
  const log = requestLog(logger)
  return (req, res) => {
    const request = log.begin(req)
    const id: IdHeader = { 'x-request-id': request.id }
    const probe = isProbe(req)
    const admitted = probe || admitSiteAddress(req)
    // While closing, every response is followed: it must say Connection: close.
    let served = cache && admitted && !probe && !closing.closing() ? cache.serve(req, res, id) : null
    if (served === true) {
      log.written(request, res)
      closing.answered(req)
      return
    }
    log.follow(request, res)
    closing.track(req, res)
    if (probe) return void probes(req, res, id)
    if (!admitted) return refuseAddress(res, id)
    const toApp = () => {
      res.setHeader('x-request-id', id['x-request-id'])
      app(req, res)
    }
    served ??= cache ? cache.serve(req, res, id) : false
    if (served === false) return toApp()
    if (served === true) return
    served.then(
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
