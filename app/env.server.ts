// Server settings the site needs, through one server-only door.
export { serverURL } from '../cms/env'
