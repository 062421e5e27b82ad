import type { RequestHandler } from 'express'
import { LIVE_PREVIEW_PATHS } from '../common/sitePaths'
import { previewGrantOf } from '../platform/preview/previewToken.server'
import { pathOf } from './paths'

// Previews (the admin's live preview, a valid draft preview link) are for one person: kept by no
// cache and no search engine. An invalid or expired token is an ordinary request for the published
// page, which the HTML cache answers with the token dropped, so junk tokens cost no renders.

/** Whether a request is a preview: the live preview's address, or a valid draft preview token. */
export function isPreviewRequest(url: string | undefined): boolean {
  return LIVE_PREVIEW_PATHS.test(pathOf(url)) || previewGrantOf(url) !== null
}

export const previewHeaders: RequestHandler = (req, res, next) => {
  if (isPreviewRequest(req.url)) res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' })
  next()
}
