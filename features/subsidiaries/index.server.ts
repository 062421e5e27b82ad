export { Subsidiaries } from './Subsidiaries'
