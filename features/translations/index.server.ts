// The feature's public face for server code: other folders import its server side only from here.
export { loadCatalogue } from './catalogue.server'
export { Translations } from './Translations'
export { type StatusRow, translationStatus } from './translationStatus'
