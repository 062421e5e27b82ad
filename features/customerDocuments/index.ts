// The feature's public face: other folders import it only from here.
export { DocumentsList } from './DocumentsList'
