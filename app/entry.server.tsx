import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { collectSplices } from '../ui/islands/splices'
import { documentBytes } from './inlineStyles.server'

export const streamTimeout = 5_000

/**
 * Renders the whole page as one string, then sends it. Pages have no Suspense boundaries and
 * hydrate as islands (docs/decisions/005), so streaming would gain nothing, and a string costs
 * less than a stream's chunks (about a quarter of a render went to flushing them); a complete
 * document can have its stylesheets written in and a Content-Length. A render that throws is
 * rejected, and Remix renders the error page instead.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  // The stream renderer writes the doctype itself; the string renderer leaves it to the caller.
  // Bytes, not the string: a string body is checked character by character for lone surrogates.
  const { document, splices } = collectSplices(() => renderToString(<RemixServer context={remixContext} url={request.url} />))
  const bytes = documentBytes(`<!DOCTYPE html>${document}`, splices)
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), { headers: responseHeaders, status: responseStatusCode })
}

/** Errors are logged on the server only; the browser sees the translated error page. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(error)
}
