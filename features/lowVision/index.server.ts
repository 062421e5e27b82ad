export { lowVisionCookie } from './cookie.server'
export { lowVisionKey } from './settings'
