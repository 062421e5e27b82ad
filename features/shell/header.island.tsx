export { HeaderBar as default } from './HeaderBar'
