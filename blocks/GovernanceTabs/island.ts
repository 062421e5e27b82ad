export { GovernanceTabs as default } from './GovernanceTabs'
