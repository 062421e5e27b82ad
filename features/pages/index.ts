export { CmsPage, type CmsPageData } from './CmsPage'
