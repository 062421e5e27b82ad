import { fileTypeFromBuffer } from 'file-type'
import { isDocumentMimeType, type DocumentMimeType } from '../../common/investors'

// A document's format is what its bytes say, never its name or the type the browser claimed:
// a renamed executable or web page is not a PDF. file-type reads the signatures (and, for a ZIP,
// the entries that make it an XLSX).

export type DetectedType = { ok: true; mime: DocumentMimeType } | { ok: false; detected: string }

/** The document format of these bytes, or what they were found to be instead. */
export async function documentTypeOf(bytes: Uint8Array): Promise<DetectedType> {
  const found = await fileTypeFromBuffer(bytes)
  if (found && isDocumentMimeType(found.mime)) return { ok: true, mime: found.mime }
  return { ok: false, detected: found?.mime ?? 'unknown' }
}
