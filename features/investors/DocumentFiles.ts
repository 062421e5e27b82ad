import { APIError, type Access, type CollectionBeforeOperationHook, type CollectionConfig, type PayloadRequest, type Where } from 'payload'
import { documentsDir } from '../../common/env.server'
import { DOCUMENT_FORMATS, DOCUMENT_MAX_BYTES } from '../../common/investors'
import { DOCUMENT_FILE_READER, DRAFT_PREVIEWER, isSitePrincipal } from '../../common/sitePrincipals'
import { canEditContent, roleOf } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { adminMessage } from '../../platform/adminTranslations'
import { inFolder } from '../../platform/uploadFolder'
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

/** A condition no document file meets. */
const NONE: Where = { id: { exists: false } }

/** The files the published documents name, in either language: the only ones a visitor may have. */
async function filesOfPublishedDocuments(req: PayloadRequest): Promise<Where> {
  const { docs } = await req.payload.find({
    collection: 'documents',
    where: { _status: { equals: 'published' } },
    select: { fileEn: true, fileRu: true },
    depth: 0,
    draft: false,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = docs.flatMap((doc) => [doc.fileEn, doc.fileRu]).map((file) => (typeof file === 'object' && file !== null ? file.id : file))
  const named = [...new Set(ids.filter((id) => id !== null && id !== undefined))]
  return named.length ? { id: { in: named } } : NONE
}

/** Staff read every file, and so does a draft preview, to link a draft's file (its address still
 * answers staff only). A visitor gets a file only through a published document: its address
 * answers (Payload's file endpoint asks with `isReadingStaticFile`), and the site reads it to link
 * it; the collection itself lists nothing to a visitor, so no upload shows before its release. */
const readFilesOfPublishedDocuments: Access = async ({ req, isReadingStaticFile }) => {
  if (roleOf(req) || (!isReadingStaticFile && isSitePrincipal(req.user, DRAFT_PREVIEWER))) return true
  if (!isReadingStaticFile && !isSitePrincipal(req.user, DOCUMENT_FILE_READER)) return NONE
  return filesOfPublishedDocuments(req)
}

/** The files of investor documents (reports, presentations, data books), one per language of a
 * document; served by the site with their names once their document is published
 * (server/documentFileAccess.ts, server/mediaFiles.ts). */
export const DocumentFiles: CollectionConfig = {
  slug: 'document-files',
  labels: { singular: { en: 'Document file', ru: 'Файл документа' }, plural: { en: 'Document files', ru: 'Файлы документов' } },
  admin: { group: ADMIN_GROUPS.investors, useAsTitle: 'filename' },
  access: { read: readFilesOfPublishedDocuments, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: { beforeOperation: [checkDocumentFile] },
  upload: inFolder({ mimeTypes: Object.keys(DOCUMENT_FORMATS) }, documentsDir),
  fields: [],
}
