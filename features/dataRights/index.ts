export { DataExportPage } from './DataExportPage'
export { DataRightsPanel } from './DataRightsPanel'
export { DATA_INTENT } from './paths'
