export { SearchResults } from './SearchResults'
