// The feature's public face for server code: other folders import its server side only from here.
export { CustomerDocuments } from './CustomerDocuments'
export { customerDocumentFile, listCustomerDocuments } from './documents.server'
