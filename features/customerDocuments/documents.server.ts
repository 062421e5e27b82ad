import path from 'node:path'
import { createLocalReq, type Payload } from 'payload'
import type { CustomerDocumentKind } from '../../common/customerDocuments'
import type { Language } from '../../common/languages'
import type { CustomerDocument } from '../../common/payload-types'
import { readStoredFile } from '../../platform/storedFiles'

// A customer's documents as the dashboard shows them: read with the customer taken from the
// session (features/cabinet/signedIn.ts) and always as a condition of the query, so an id in the
// address never reaches another customer's document.

export type CustomerDocumentView = { id: string; title: string; kind: CustomerDocumentKind; createdAt: string; bytes: number }

const ownedBy = (customerId: string | number) => ({ customer: { equals: customerId } })

/** The customer's documents, newest first, titled in `language`. */
export async function listCustomerDocuments(payload: Payload, customerId: string | number, language: Language): Promise<CustomerDocumentView[]> {
  const found = await payload.find({
    collection: 'customer-documents',
    where: ownedBy(customerId),
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    locale: language,
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({ id: String(doc.id), title: doc.title, kind: doc.kind, createdAt: doc.createdAt, bytes: doc.filesize ?? 0 }))
}

export type CustomerDocumentFile = { bytes: Buffer; mimeType: string; filename: string }

/** One of the customer's documents, its file named readably by its title in `language`; null for
 * an id that is not theirs, or not a number. */
export async function customerDocumentFile(
  payload: Payload,
  customerId: string | number,
  id: string,
  language: Language,
): Promise<CustomerDocumentFile | null> {
  if (!/^\d{1,12}$|^[0-9a-f]{24}$/.test(id)) return null
  const found = await payload.find({
    collection: 'customer-documents',
    where: { and: [{ id: { equals: id } }, ownedBy(customerId)] },
    limit: 1,
    depth: 0,
    locale: language,
    overrideAccess: true,
  })
  const doc = found.docs[0] as CustomerDocument | undefined
  if (!doc?.filename) return null
  const bytes = await readStoredFile(await createLocalReq({}, payload), 'customer-documents', doc)
  if (!bytes) return null
  return { bytes, mimeType: doc.mimeType ?? 'application/octet-stream', filename: `${readableName(doc.title)}${path.extname(doc.filename)}` }
}

/** A title as a file name: no path separators, control characters or quotes, at most 100 characters. */
function readableName(title: string): string {
  const name = title
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
  return name || 'document'
}
