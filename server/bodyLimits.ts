import type { RequestHandler } from 'express'
import { DOCUMENT_MAX_BYTES } from '../common/investors'
import { LIVE_PREVIEW_PATHS } from '../common/sitePaths'

/** Largest request body per kind of path; uploads go through the admin's media endpoints. */
export const BODY_LIMITS = {
  upload: 12 * 1024 * 1024,
  // A document file and the form around it.
  documentUpload: DOCUMENT_MAX_BYTES + 1024 * 1024,
  api: 1024 * 1024,
  site: 256 * 1024,
}

function limitFor(path: string): number {
  if (path.startsWith('/api/document-files')) return BODY_LIMITS.documentUpload
  if (path.startsWith('/api/media') || path.startsWith('/admin')) return BODY_LIMITS.upload
  // The live preview receives a whole edit form, as the admin's saves do.
  if (path.startsWith('/api/') || LIVE_PREVIEW_PATHS.test(path)) return BODY_LIMITS.api
  return BODY_LIMITS.site
}

/** Refuse oversized bodies with 413 before any handler reads them. Browsers always declare a
 * body's length; a streamed body of unknown length is refused (411) outside the admin, so no
 * handler can be made to buffer an endless one. */
export const bodyLimits: RequestHandler = (req, res, next) => {
  const limit = limitFor(req.path)
  const declared = Number(req.headers['content-length'] || 0)
  if (declared > limit) {
    res.status(413).json({ error: 'Payload too large' })
    return
  }
  if (!req.headers['content-length'] && req.headers['transfer-encoding'] && limit < BODY_LIMITS.upload) {
    res.status(411).json({ error: 'Length required' })
    return
  }
  next()
}
