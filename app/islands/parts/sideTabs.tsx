export { SideTabsBlock as default } from '../../blocks/SideTabsBlock'
