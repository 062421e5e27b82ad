export { GovernanceTabsBlock as default } from '../../blocks/GovernanceTabsBlock'
