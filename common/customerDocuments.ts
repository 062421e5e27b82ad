// A customer's documents (statements, contracts, procedure reports): what back office may attach,
// shared by the collection, the site's list and the dashboard's download address.

export const CUSTOMER_DOCUMENT_KINDS = ['statement', 'contract', 'procedureReport', 'other'] as const
export type CustomerDocumentKind = (typeof CUSTOMER_DOCUMENT_KINDS)[number]

/** The formats a customer document may be, by the type its bytes show. */
export const CUSTOMER_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

/** The largest file back office may attach: a scanned contract of many pages fits. */
export const CUSTOMER_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024

export const CUSTOMER_DOCUMENTS_PATH = '/dashboard/documents'

/** Where the signed-in customer downloads one of their documents. */
export const customerDocumentPath = (id: string | number) => `${CUSTOMER_DOCUMENTS_PATH}/${encodeURIComponent(String(id))}`
