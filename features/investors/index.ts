// The feature's public face: other folders import it only from here.
export { DocumentItem } from './DocumentItem'
export { EventItem } from './EventItem'
export { FilterLinks } from './FilterLinks'
