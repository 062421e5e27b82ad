// The feature's public face for server code: other folders import its server side only from here.
export { loadLayout } from './layout.server'
export { Navigation } from './Navigation'
export { readSiteContact } from './siteContact'
export { SiteSettings } from './SiteSettings'
