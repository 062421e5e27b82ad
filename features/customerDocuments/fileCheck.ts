import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { CUSTOMER_DOCUMENT_MAX_BYTES, CUSTOMER_DOCUMENT_TYPES } from '../../common/customerDocuments'
import { adminMessage } from '../../platform/adminTranslations'
import { fileTypeOf, uploadedBytes } from '../../platform/uploadTypes'

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/** A customer document is a PDF, JPEG or PNG by its bytes, whatever its name or the browser
 * says, and at most 20 MB; anything else is refused before it is stored. */
export const checkCustomerDocumentFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  if (file.size > CUSTOMER_DOCUMENT_MAX_BYTES) {
    const values = { size: megabytes(file.size), limit: megabytes(CUSTOMER_DOCUMENT_MAX_BYTES) }
    throw new APIError(adminMessage(req, 'documentFileSize', values), 400, null, true)
  }
  const type = await fileTypeOf(await uploadedBytes(file))
  if (!type || !(CUSTOMER_DOCUMENT_TYPES as readonly string[]).includes(type.mime)) {
    throw new APIError(adminMessage(req, 'customerDocumentType'), 400, null, true)
  }
  return args
}
