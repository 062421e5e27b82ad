import type { CollectionConfig, FieldAccess } from 'payload'

export const STAFF_TWO_FACTOR_SLUG = 'staff-two-factor'

const nobody: FieldAccess = () => false

/**
 * A staff account's second factor (TOTP): its secret, the last step a code was accepted for (a code works once), the hashes
 * of its unused recovery codes, and the count of accepted codes (what conditional writes compare). Nobody, admins included,
 * reaches it over REST or in the admin; features/staff writes it with overrideAccess.
 *
 * Not fields of `users`: Payload rewrites the whole user row when it adds a session at sign-in, from a copy read before the
 * sign-in's transaction, so a concurrent sign-in would put back a used step or undo a new setup.
 */
export const StaffTwoFactor: CollectionConfig = {
  slug: STAFF_TWO_FACTOR_SLUG,
  labels: { singular: { en: 'Two-factor sign-in', ru: 'Двухфакторный вход' }, plural: { en: 'Two-factor sign-ins', ru: 'Двухфакторные входы' } },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    ...(
      [
        { name: 'secret', type: 'text', required: true },
        { name: 'lastStep', type: 'number', required: true },
        { name: 'recoveryCodes', type: 'json', required: true },
        { name: 'accepted', type: 'number', required: true, defaultValue: 0 },
      ] as const
    ).map((field) => ({ ...field, hidden: true, access: { read: nobody, create: nobody, update: nobody } })),
  ],
}
