// The feature's public face for server code: other folders import its server side only from here.
export { cmsPageView, loadCmsPage } from './pageRoute.server'
export { Pages } from './Pages'
export { Redirects } from './Redirects'
