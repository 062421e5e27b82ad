export { SideTabs as default } from './SideTabs'
