export { loadCatalogue } from './catalogue.server'
export { Translations } from './Translations'
export { type StatusRow, translationStatus } from './translationStatus'
