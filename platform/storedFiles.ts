import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload, PayloadRequest, TypeWithID } from 'payload'

// A stored upload's bytes, wherever the collection keeps them (a folder under DATA_DIR, or a
// bucket through the storage adapter, platform/storage.ts), for code that needs the file itself.

type Uploads = 'media' | 'customer-signatures' | 'customer-documents'
type StoredDoc = TypeWithID & { filename?: string | null }

/** The bytes of an uploaded file as stored, wherever that is; null when there is none. */
export async function readStoredFile(req: PayloadRequest, slug: Uploads, doc: StoredDoc): Promise<Buffer | null> {
  const filename = doc.filename ? path.basename(doc.filename) : null
  if (!filename) return null
  const upload = req.payload.collections[slug].config.upload
  if (!upload.disableLocalStorage) return upload.staticDir ? fs.readFile(path.join(upload.staticDir, filename)).catch(() => null) : null
  // The storage adapter's own file handler, as Payload's file route calls it, with none of the
  // caller's request headers (a conditional or range request would not return the whole file).
  for (const handler of upload.handlers ?? []) {
    const response = await handler({ ...req, headers: new Headers() } as PayloadRequest, {
      doc,
      headers: new Headers(),
      params: { collection: slug, filename },
    })
    if (response instanceof Response) return response.ok ? Buffer.from(await response.arrayBuffer()) : null
  }
  return null
}

/**
 * Remove the stored file of a record whose insert a rolled-back transaction undid: the file was
 * written beside the transaction and would otherwise outlive it. A bucket's file goes through the
 * adapter's after-delete hook, as if the record had been deleted; a local one is unlinked.
 */
export async function discardStoredFile(payload: Payload, slug: Uploads, doc: StoredDoc, req: PayloadRequest): Promise<void> {
  const config = payload.collections[slug].config
  if (!config.upload.disableLocalStorage) {
    if (doc.filename && config.upload.staticDir) await fs.rm(path.join(config.upload.staticDir, path.basename(doc.filename)), { force: true })
    return
  }
  for (const hook of config.hooks.afterDelete ?? []) await hook({ collection: config, context: {}, doc, id: doc.id, req })
}
