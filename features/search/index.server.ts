// The feature's public face for server code: other folders import its server side only from here.
export { searchSite } from './siteSearch.server'
