import type { CollectionConfig, FieldAccess } from 'payload'

export const STAFF_TWO_FACTOR_SLUG = 'staff-two-factor'

const nobody: FieldAccess = () => false

/**
 * A staff account's second factor (TOTP, RFC 6238): its secret, the last time step a code was
 * accepted for (so a code works once), the hashes of its unused recovery codes, and how many
 * codes it has accepted (the version its conditional writes compare). One document per account
 * that has two-factor sign-in on, written only by features/staff with
 * overrideAccess.
 *
 * Its own collection rather than fields of `users`: Payload rewrites the whole user row when it
 * adds a session at sign-in, from a copy read before the sign-in's transaction, so a concurrent
 * sign-in would put back a step already used or undo a new setup.
 *
 * Nobody reads or writes it over REST or in the admin, admins included: no collection access,
 * no field access, hidden from the admin's navigation.
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
  timestamps: true,
}
