// The feature's public face for server code: other folders import its server side only from here.
export { findDraftPreview } from './draftPreview.server'
export { previewGrantOf } from './previewToken.server'
export { withSitePreview } from './sitePreview'
