export { Footer } from './Footer'
export { Header } from './Header'
export { SearchForm } from './SearchForm'
export { useSiteSettings } from './useSiteSettings'
