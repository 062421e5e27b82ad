export { Media } from './Media'
