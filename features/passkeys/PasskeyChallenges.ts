import type { CollectionConfig } from 'payload'

/** Challenges the server handed out for a passkey ceremony, each taken once (features/passkeys/challenges.ts). Every
 * process serving the site reads the same table. No one reaches them through Payload's API or admin. */
export const PasskeyChallenges: CollectionConfig = {
  slug: 'passkey-challenges',
  labels: { singular: { en: 'Passkey challenge', ru: 'Запрос ключа' }, plural: { en: 'Passkey challenges', ru: 'Запросы ключей' } },
  admin: { hidden: true, useAsTitle: 'challenge' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'challenge', type: 'text', required: true, unique: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['register', 'signIn'] },
    // Registration only: the customer whose session asked for it.
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
