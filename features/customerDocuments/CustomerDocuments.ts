import type { CollectionConfig } from 'payload'
import { CUSTOMER_DOCUMENT_TYPES, type CustomerDocumentKind } from '../../common/customerDocuments'
import { customerDocumentsDir } from '../../common/env.server'
import { withUploadPolicy } from '../../common/uploadPolicy'
import { canSeeCustomers, whileRecordExists } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'
import { choiceField } from '../../platform/fields/choice'
import type { Label } from '../../platform/fields/label'
import { inFolder } from '../../platform/uploadFolder'
import { checkCustomerDocumentFile } from './fileCheck'
import { announceDocument } from './notice'

export const CUSTOMER_DOCUMENT_KIND_LABELS: Record<CustomerDocumentKind, Label> = {
  statement: { en: 'Account statement', ru: 'Выписка по счёту' },
  contract: { en: 'Contract', ru: 'Договор' },
  procedureReport: { en: 'Procedure report', ru: 'Отчёт о процедуре' },
  other: { en: 'Other', ru: 'Другое' },
}

/** A customer's file is theirs alone: no browser or proxy keeps a copy. */
function privateFileHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('Cache-Control', 'private, no-store')
  return withUploadPolicy({ headers })
}

/** Files back office attaches to one customer (statements, contracts, reports). Staff with
 * customer rights keep them; the customer reads their own through the dashboard, never through
 * Payload, whose file address answers no one else (the 404 of `guardRest` in platform/restErrors.ts). */
export const CustomerDocuments: CollectionConfig = {
  slug: 'customer-documents',
  labels: { singular: { en: 'Customer document', ru: 'Документ клиента' }, plural: { en: 'Customer documents', ru: 'Документы клиентов' } },
  admin: { ...customerDataAdmin, useAsTitle: 'title', defaultColumns: ['title', 'customer', 'kind', 'filesize', 'createdAt'] },
  access: { read: whileRecordExists(canSeeCustomers), create: canSeeCustomers, update: canSeeCustomers, delete: canSeeCustomers },
  defaultSort: '-createdAt',
  hooks: { beforeOperation: [checkCustomerDocumentFile], afterChange: [announceDocument] },
  upload: inFolder(
    {
      mimeTypes: [...CUSTOMER_DOCUMENT_TYPES],
      modifyResponseHeaders: privateFileHeaders,
      // Kept byte for byte: what the customer downloads is what back office attached.
      crop: false,
      focalPoint: false,
    },
    customerDocumentsDir,
  ),
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, label: { en: 'Customer', ru: 'Клиент' } },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200, label: { en: 'Title', ru: 'Название' } },
    choiceField('kind', { en: 'Kind', ru: 'Вид' }, CUSTOMER_DOCUMENT_KIND_LABELS, 'statement', { required: true }),
  ],
}
