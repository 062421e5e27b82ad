import type { LoaderFunctionArgs } from '@remix-run/node'
import { PRIVATE_HEADERS, requestToken, signedInCustomer } from '../../features/cabinet/index.server'
import { customerDocumentFile } from '../../features/customerDocuments/index.server'
import { attachmentHeader } from '../../platform/attachment'
import { documentResponse } from '../../platform/documentResponse'
import { detectLanguage } from '../../ui/i18n/i18next.server'

const notFound = () => new Response('Not Found', { status: 404, headers: { ...PRIVATE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } })

/** One of the signed-in customer's documents as a download named by its title; the same 404 for
 * anyone else, whether the document exists or not. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const who = await signedInCustomer(context.payload, requestToken(request))
  if (who.status !== 'ok') return notFound()
  const file = await customerDocumentFile(context.payload, who.customerId, params.id ?? '', await detectLanguage(request))
  if (!file) return notFound()
  return documentResponse(new Uint8Array(file.bytes), {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': file.mimeType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': attachmentHeader(file.filename),
      // Opened from the site's origin, so it is sandboxed: a file never acts as a page of the site.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
