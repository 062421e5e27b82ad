// The feature's public face: other folders import it only from here.
export { CmsPage, type CmsPageData } from './CmsPage'
