export { findDraftPreview } from './draftPreview.server'
export { previewGrantOf } from './previewToken.server'
export { withSitePreview } from './sitePreview'
