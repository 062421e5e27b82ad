// The feature's public face for server code: other folders import its server side only from here.
export { Pages } from './Pages'
export { Redirects } from './Redirects'
export { redirectFor } from './redirects.server'
