// The feature's public face: other folders import it only from here.
export { SearchResults } from './SearchResults'
