// The feature's public face: other folders import it only from here.
export { DataExportPage } from './DataExportPage'
export { DataRightsPanel } from './DataRightsPanel'
export { DATA_INTENT } from './paths'
