export { HeaderBar as default } from '../../components/header/HeaderBar'
