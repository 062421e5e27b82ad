import type { CollectionConfig } from 'payload'
import { canSeeCustomers, isAdmin } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'

/** A customer's passkeys (WebAuthn credentials), made only by the cabinet's registration ceremony. Back office may look;
 * only an admin may remove one (a lost device); no one creates or changes one through the API. The public key is the
 * service's alone: no staff read returns it. */
export const CustomerPasskeys: CollectionConfig = {
  slug: 'customer-passkeys',
  labels: { singular: { en: 'Passkey', ru: 'Ключ доступа' }, plural: { en: 'Passkeys', ru: 'Ключи доступа' } },
  admin: { useAsTitle: 'browser', defaultColumns: ['customer', 'browser', 'system', 'createdAt', 'lastUsedAt'], ...customerDataAdmin },
  access: { read: canSeeCustomers, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, label: { en: 'Customer', ru: 'Клиент' } },
    // The authenticator's credential id, base64url: how a sign-in finds its passkey.
    { name: 'credentialId', type: 'text', required: true, unique: true, index: true, label: { en: 'Credential id', ru: 'Идентификатор' } },
    { name: 'publicKey', type: 'text', required: true, hidden: true },
    // The authenticator's signature counter at the last sign-in; a sign-in must raise it (unless it stays 0).
    { name: 'counter', type: 'number', required: true, defaultValue: 0, label: { en: 'Signature counter', ru: 'Счётчик подписей' } },
    { name: 'transports', type: 'json', label: { en: 'Transports', ru: 'Способы связи' } },
    // The browser and system it was added from, so the customer recognises it.
    { name: 'browser', type: 'text', label: { en: 'Browser', ru: 'Браузер' } },
    { name: 'system', type: 'text', label: { en: 'System', ru: 'Система' } },
    { name: 'lastUsedAt', type: 'date', label: { en: 'Last used', ru: 'Последний вход' } },
  ],
}
