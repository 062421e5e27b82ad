import type { Payload } from 'payload'
import { rawDb } from '../platform/rawDb'

/** Documents and events saved before they had drafts were public from their first save. SQLite's
 * migration publishes them (migrations/0006_document_drafts.ts); MongoDB runs no migrations, so
 * at start those without a status are published here, in one statement each (later ones always
 * have a status, so it does nothing after the first start). */
export async function publishSavedBeforeDrafts(payload: Payload): Promise<void> {
  const raw = await rawDb(payload)
  if (raw.kind !== 'mongo') return
  for (const slug of ['documents', 'events']) {
    await raw.adapter.collections[slug]!.updateMany({ _status: { $exists: false } }, { $set: { _status: 'published' } })
  }
}
