import type { RequestHandler } from 'express'
import { LIVE_PREVIEW_PATHS } from '../common/sitePaths'
import { previewGrantOf } from '../features/preview/previewToken.server'
import { pathOf } from './paths'

// Previews are made for one person: the admin's live preview (staff only) and a page opened
// through a valid draft preview link. Their responses are kept by no cache, the HTML cache
// included, and by no search engine. A link whose token is invalid or expired is an ordinary
// request for the published page: the HTML cache answers it with the token dropped, as any
// parameter pages do not read, so junk tokens cost no renders.

/** Whether a request is a preview: the live preview's address, or a valid draft preview token. */
export function isPreviewRequest(url: string | undefined): boolean {
  return LIVE_PREVIEW_PATHS.test(pathOf(url)) || previewGrantOf(url) !== null
}

export const previewHeaders: RequestHandler = (req, res, next) => {
  if (isPreviewRequest(req.url)) res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' })
  next()
}
