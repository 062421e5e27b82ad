export { Pages } from './Pages'
export { Redirects } from './Redirects'
export { redirectFor } from './redirects.server'
