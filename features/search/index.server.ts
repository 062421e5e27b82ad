export { searchSite } from './siteSearch.server'
