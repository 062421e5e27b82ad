export { loadLayout } from './layout.server'
export { Navigation } from './Navigation'
export { readSiteContact } from './siteContact'
export { SiteSettings } from './SiteSettings'
