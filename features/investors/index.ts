export { DocumentItem } from './DocumentItem'
export { EventItem } from './EventItem'
export { FilterLinks } from './FilterLinks'
export { useInvestorStyles } from './styles'
