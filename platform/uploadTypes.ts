import { readFile } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { adminMessage } from './adminTranslations'

// An uploaded file is what its bytes are, never what its name or the browser claims, and it is
// stored under that type's extension: the name decides the type a file is sent with (the static
// handlers go by it), so a PDF called x.html kept as x.html would be sent as a page of the site.
// file-type reads the signatures; text has none, so SVG is known by its root element. A file whose
// bytes show nothing is refused. Payload checks the type against the collection's list after this.

export type FileType = { ext: string; mime: string }

/** An uploaded file's bytes: in memory, or in the temporary file the upload was written to. */
export async function uploadedBytes(file: { data?: Buffer; tempFilePath?: string }): Promise<Uint8Array> {
  if (file.data && file.data.length > 0) return file.data
  return file.tempFilePath ? readFile(file.tempFilePath) : new Uint8Array()
}

/** Markup whose first element is <svg>, after an optional byte-order mark, XML declaration,
 * comments and document type. */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)\s*)*<svg[\s/>]/i

/** What these bytes are, or null when they show nothing. */
export async function fileTypeOf(bytes: Uint8Array): Promise<FileType | null> {
  const found = await fileTypeFromBuffer(bytes)
  if (found && found.mime !== 'application/xml') return { ext: found.ext, mime: found.mime }
  return SVG_START.test(new TextDecoder().decode(bytes.subarray(0, 4096))) ? { ext: 'svg', mime: 'image/svg+xml' } : null
}

/** Renames an upload to its own name with the extension of its detected type, with that type. */
const storeUnderDetectedType: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  const type = await fileTypeOf(await uploadedBytes(file))
  if (!type) throw new APIError(adminMessage(req, 'uploadTypeUnknown'), 400, null, true)
  const base = file.name.replace(/\.[^.]*$/, '').replace(/^\.+/, '') || 'file'
  file.name = `${base}.${type.ext}`
  file.mimetype = type.mime
  return args
}

/** An upload collection stores its files under their detected type, after its own checks;
 * other collections are returned as they are. */
export function storedUnderDetectedType(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), storeUnderDetectedType] } }
}
