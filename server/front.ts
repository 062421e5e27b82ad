import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import type { GracefulClose } from './gracefulClose'
import type { htmlCache } from './htmlCache'
import { requestLog } from './requestLog'

// What every request meets first, on the raw connection, before Express: its id and log line,
// the graceful close's bookkeeping, the health probes, then the HTML cache; what none of these
// answers goes to the application. So a cache hit or a probe is logged and carries its
// X-Request-Id like any other response.

export type FrontOptions = {
  logger: Logger
  closing: Pick<GracefulClose, 'track'>
  probes: (req: IncomingMessage, res: ServerResponse) => boolean
  cache: ReturnType<typeof htmlCache> | null
  app: RequestListener
}

export function front({ logger, closing, probes, cache, app }: FrontOptions): RequestListener {
  const log = requestLog(logger)
  return (req, res) => {
    log(req, res)
    closing.track(req, res)
    if (probes(req, res)) return
    if (!cache) return app(req, res)
    cache.serve(req, res).then(
      (answered) => answered || app(req, res),
      (err) => {
        logger.error({ err, msg: 'HTML cache: could not answer; rendering instead' })
        app(req, res)
      },
    )
  }
}
