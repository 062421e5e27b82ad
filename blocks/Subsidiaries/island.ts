export { Subsidiaries as default } from './Subsidiaries'
// The filter announces what it highlighted.
export const strings = ['Subsidiaries_*']
