import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import type { GracefulClose } from './gracefulClose'
import type { htmlCache } from './htmlCache'
import { requestLog } from './requestLog'

// What every request meets first, on the raw connection, before Express: its id and log line,
// the graceful close's bookkeeping, the health probes, then the HTML cache; what none of these
// answers goes to the application. So a cache hit or a probe is logged and carries its
// X-Request-Id like any other response. A probe or a cache hit sends the id with the rest of its
// headers in one writeHead: a header set ahead with setHeader would send Node's writeHead down
// its merging path, an array per header on every hit.

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
