import type { CollectionAfterChangeHook } from 'payload'
import { CUSTOMER_DOCUMENTS_PATH } from '../../common/customerDocuments'
import { noticeCustomer } from '../mail/index.server'

/** A new document is announced to its customer; the notice says only that there is one. */
export const announceDocument: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await noticeCustomer(req.payload, doc.customer, 'document', CUSTOMER_DOCUMENTS_PATH)
  return doc
}
