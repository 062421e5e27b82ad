import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { documentsDir } from '../../common/env.server'
import { DOCUMENT_FORMATS, DOCUMENT_MAX_BYTES } from '../../common/investors'
import { publicContentAccess } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { adminMessage } from '../../platform/adminTranslations'
import { uploadedBytes } from '../../platform/uploadTypes'
import { documentTypeOf } from './fileType'

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/** An upload is refused unless its content is a PDF, XLSX or ZIP within the size limit; the type
 * stored is the one its content shows. */
const checkDocumentFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  if (file.size > DOCUMENT_MAX_BYTES) {
    throw new APIError(adminMessage(req, 'documentFileSize', { size: megabytes(file.size), limit: megabytes(DOCUMENT_MAX_BYTES) }), 400, null, true)
  }
  const type = await documentTypeOf(await uploadedBytes(file))
  if (!type.ok) throw new APIError(adminMessage(req, 'documentFileType', { detected: type.detected }), 400, null, true)
  file.mimetype = type.mime
  return args
}

/** The files of investor documents (reports, presentations, data books), one per language of a
 * document; public, served by the site with their names (server/mediaFiles.ts). */
export const DocumentFiles: CollectionConfig = {
  slug: 'document-files',
  labels: { singular: { en: 'Document file', ru: 'Файл документа' }, plural: { en: 'Document files', ru: 'Файлы документов' } },
  admin: { group: ADMIN_GROUPS.investors, useAsTitle: 'filename' },
  access: publicContentAccess,
  hooks: { beforeOperation: [checkDocumentFile] },
  upload: {
    staticDir: documentsDir(),
    mimeTypes: Object.keys(DOCUMENT_FORMATS),
  },
  fields: [],
}
