export { CustomerDocuments } from './CustomerDocuments'
export { customerDocumentFile, listCustomerDocuments } from './documents.server'
