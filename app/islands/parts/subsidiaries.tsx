export { SubsidiariesBlock as default } from '../../blocks/SubsidiariesBlock'
// The filter announces what it highlighted.
export const strings = ['Subsidiaries_*']
