import type { CollectionConfig } from 'payload'
import { signaturesDir } from '../../common/env.server'
import { withUploadPolicy } from '../../common/uploadPolicy'
import { canSeeCustomers, whileRecordExists } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'
import { inFolder } from '../../platform/uploadFolder'

/** The PNG each customer drew at registration. Private: the files sit outside any public folder
 * and Payload serves them (/api/customer-signatures/file/…) only to staff with customer rights.
 * Written only by the cabinet service. */
export const CustomerSignatures: CollectionConfig = {
  slug: 'customer-signatures',
  labels: { singular: { en: 'Signature', ru: 'Подпись' }, plural: { en: 'Signatures', ru: 'Подписи' } },
  admin: { ...customerDataAdmin, useAsTitle: 'filename', defaultColumns: ['filename', 'sha256', 'createdAt'] },
  access: { read: whileRecordExists(canSeeCustomers), create: () => false, update: () => false, delete: () => false },
  upload: inFolder(
    {
      mimeTypes: ['image/png'],
      modifyResponseHeaders: withUploadPolicy,
      // No resizing or conversion: the file is kept byte for byte, as the customer's hash is of it.
      crop: false,
      focalPoint: false,
    },
    signaturesDir,
  ),
  fields: [{ name: 'sha256', type: 'text', required: true, index: true, admin: { readOnly: true }, label: { en: 'SHA-256', ru: 'SHA-256' } }],
}
