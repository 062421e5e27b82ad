export { DocumentsList } from './DocumentsList'
