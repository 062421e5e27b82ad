import { PassThrough } from 'node:stream'
import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { inlineDocumentStylesheets } from './inlineStyles.server'
import { writtenPart } from './reactChunk.server'

const ABORT_DELAY = 5_000
export const streamTimeout = ABORT_DELAY

/**
 * Renders the whole page, then sends it. Pages have no Suspense boundaries and hydrate as
 * islands (docs/decisions/005), so streaming would gain nothing; a complete document can have
 * its stylesheets written in and a Content-Length.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(writtenPart(chunk)))
    sink.on('end', () => {
      // Bytes stay bytes: decoding the page to a string and encoding it again cost more than
      // rendering some of it.
      const html = inlineDocumentStylesheets(Buffer.concat(chunks))
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), { headers: responseHeaders, status }))
    })
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />, {
      onAllReady() {
        pipe(sink)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        status = 500
        // Errors inside the shell are reported by onShellError; log the rest, never send them.
        console.error(error)
      },
    })
    setTimeout(abort, ABORT_DELAY + 1_000)
  })
}

/** Errors are logged on the server only; the browser sees the translated error page. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(error)
}
