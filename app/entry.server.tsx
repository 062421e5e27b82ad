import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { documentResponse } from '../platform/documentResponse'
import { collectSplices } from '../ui/islands/splices'
import { collectStylesheets } from '../ui/page/stylesheets'
import { documentBytes } from './inlineStyles.server'

/**
 * Renders the whole page as one string, then sends it. Pages have no Suspense boundaries and
 * hydrate as islands (docs/decisions/005), so streaming would gain nothing, and a string costs
 * less than a stream's chunks (about a quarter of a render went to flushing them); a complete
 * document can have its stylesheets written in and a Content-Length. A render that throws is
 * rejected, and Remix renders the error page instead.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  // Pages render no <Scripts>: the stream of loader data RemixServer would write for them to
  // hydrate from is neither made nor rendered.
  remixContext.serverHandoffStream = undefined
  // The stream renderer writes the doctype itself; the string renderer leaves it to the caller.
  const {
    value: { document, splices },
    stylesheets,
  } = collectStylesheets(() => collectSplices(() => renderToString(<RemixServer context={remixContext} url={request.url} />)))
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return documentResponse(documentBytes(`<!DOCTYPE html>${document}`, { splices, stylesheets }), { headers: responseHeaders, status: responseStatusCode })
}

/** Errors are logged on the server only; the browser sees the translated error page. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(error)
}
