// The feature's public face: other folders import it only from here.
export { Footer } from './Footer'
export { Header } from './Header'
export { SearchForm } from './SearchForm'
export { useSiteSettings } from './useSiteSettings'
