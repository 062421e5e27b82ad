import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { adminMessage } from './adminTranslations'

// Where an uploaded file is stored (its prefix, its file names) is the server's to choose: a write
// naming another prefix, or renaming a file without uploading one, could point an image at a
// customer's signature, serve it publicly and delete it with the image. It is refused; the stored
// values sent back unchanged (as the admin's form does) pass.

type FileDoc = { prefix?: unknown; filename?: unknown; _objectKey?: unknown; sizes?: Record<string, { filename?: unknown } | null> | null }

const named = (value: unknown) => value !== undefined && value !== null && value !== ''

/** The first storage coordinate `data` sets that the server did not choose, or null. */
export function foreignFileKey(data: FileDoc, stored: FileDoc | undefined, prefix: string, uploading: boolean): string | null {
  if (named(data.prefix) && data.prefix !== prefix && data.prefix !== stored?.prefix) return 'prefix'
  // A new upload is named by Payload before validation; only a rename without a file is the client's.
  if (uploading) return null
  if (named(data.filename) && data.filename !== stored?.filename) return 'filename'
  if (named(data._objectKey) && data._objectKey !== stored?._objectKey) return '_objectKey'
  for (const [size, value] of Object.entries(data.sizes ?? {})) {
    if (named(value?.filename) && value?.filename !== stored?.sizes?.[size]?.filename) return `sizes.${size}.filename`
  }
  return null
}

/** Refuses a write to an upload collection whose files live under `prefix` that names another
 * prefix or a file the server did not name. */
export const serverChosenFileKeys =
  (prefix: string): CollectionBeforeValidateHook =>
  ({ data, originalDoc, req }) => {
    const stored = originalDoc as FileDoc | undefined
    const uploading = Boolean(req.file)
    // Payload drops these from a staff request's data before this hook: the request's own body
    // (req.data) tells what was asked for.
    const field = [data, req.data].map((asked) => foreignFileKey((asked ?? {}) as FileDoc, stored, prefix, uploading)).find(Boolean)
    if (field) throw new APIError(adminMessage(req, 'fileKeyServerChosen', { field }), 400)
    return data
  }
