import type { CollectionConfig } from 'payload'

/** Server-side cabinet sessions (features/cabinet/sessions.ts). Only an HMAC-SHA-256 of the
 * cookie's random token is stored, so a copy of the database cannot be replayed as cookies.
 * No one reaches them through Payload's API or admin; the service uses overrideAccess. */
export const CustomerSessions: CollectionConfig = {
  slug: 'customer-sessions',
  labels: { singular: { en: 'Customer session', ru: 'Сессия клиента' }, plural: { en: 'Customer sessions', ru: 'Сессии клиентов' } },
  admin: { hidden: true, useAsTitle: 'tokenHash' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'lastSeenAt', type: 'date', required: true },
    // Signed in with a password that no longer meets the rule: this session may only choose a new one.
    { name: 'passwordChangeRequired', type: 'checkbox', defaultValue: false },
    // What the browser said it was at sign-in, for the customer's list of devices; cut to USER_AGENT_MAX.
    { name: 'userAgent', type: 'text' },
  ],
}
