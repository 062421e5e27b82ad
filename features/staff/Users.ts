import type { CollectionConfig } from 'payload'
import { httpsOrigin } from '../../common/env.server'
import { isAdmin, roleOf, type ROLES } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { proveOwnPasswordChange } from './ownPassword'
import { answerSecondFactor, handOverRecoveryCodes, removeWithAccount, requireCodeToReset, requireSecondFactor } from './signIn'
import { checkAttempt, clearOnUnlock, countFailure } from './staffLogin'
import { staffTwoFactorEndpoints } from './twoFactorEndpoints'
import { twoFactorIsOn } from './twoFactorStatus'

/** Staff accounts: the only collection that can sign in to the admin, with our sign-in limits (staffLogin.ts) and a second
 * factor (signIn.ts: at sign-in and password reset; the endpoints that set it up, turn it off and reset it; the proof a
 * change of one's own password needs). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff member', ru: 'Сотрудник' }, plural: { en: 'Staff', ru: 'Сотрудники' } },
  endpoints: staffTwoFactorEndpoints,
  hooks: {
    beforeOperation: [checkAttempt, requireCodeToReset],
    beforeLogin: [requireSecondFactor],
    beforeChange: [proveOwnPasswordChange],
    afterOperation: [clearOnUnlock, handOverRecoveryCodes],
    afterError: [countFailure, answerSecondFactor],
    beforeDelete: [removeWithAccount],
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lock: Payload's locks the owner out too and tells a locked account from an
    // unknown one. Sign-in attempts are limited per client and per e-mail in features/staff/staffLogin.ts.
    maxLoginAttempts: 0,
    // Secure whenever the site is served over HTTPS, so the admin's token never goes over plain HTTP.
    cookies: { sameSite: 'Lax', secure: httpsOrigin() },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'twoFactorEnabled'], group: ADMIN_GROUPS.settings },
  access: {
    // Staff read and edit their own account; a session without a role (one that must set up
    // two-factor sign-in first) only reads it.
    read: ({ req }) => (roleOf(req) === 'admin' ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: isAdmin,
    update: ({ req }) => (roleOf(req) === 'admin' ? true : roleOf(req) ? { id: { equals: req.user!.id } } : false),
    delete: isAdmin,
    // Clearing a staff account's sign-in lockout is an admin's call: anyone else could clear the
    // lock on an account they are guessing the password of.
    unlock: isAdmin,
    admin: ({ req }) => Boolean(roleOf(req)),
  },
  fields: [
    // Changing one's own password takes the current password and, with a second factor, a current
    // code (features/staff/ownPassword.ts). Shown beside Payload's "Change password"
    // on one's own account; virtual, so never stored, and never returned.
    ...(['currentPassword', 'currentCode'] as const).map((name) => ({
      name,
      type: 'text' as const,
      virtual: true,
      hooks: { afterRead: [() => undefined] },
      admin: {
        disableBulkEdit: true,
        disableListColumn: true,
        disableListFilter: true,
        components: { Field: `/components/twoFactor/CurrentPasswordField#${name === 'currentPassword' ? 'CurrentPasswordField' : 'CurrentCodeField'}` },
      },
    })),
    { name: 'name', type: 'text', label: { en: 'Name', ru: 'Имя' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      label: { en: 'Role', ru: 'Роль' },
      options: [
        { value: 'admin', label: { en: 'Administrator', ru: 'Администратор' } },
        { value: 'editor', label: { en: 'Editor (content)', ru: 'Редактор (контент)' } },
        { value: 'backoffice', label: { en: 'Back office (customers)', ru: 'Бэк-офис (клиенты)' } },
      ] satisfies { value: (typeof ROLES)[number]; label: Record<string, string> }[],
      // Only an admin may hand out roles, so nobody can promote themselves.
      access: { update: ({ req }) => roleOf(req) === 'admin', create: ({ req }) => roleOf(req) === 'admin' },
    },
    {
      // Read from the account's second factor (features/staff/StaffTwoFactor.ts) whenever the account
      // is read, the session's included: roles.ts decides on it. Never stored, never written.
      name: 'twoFactorEnabled',
      type: 'checkbox',
      virtual: true,
      label: { en: 'Two-factor sign-in', ru: 'Двухфакторный вход' },
      hooks: { afterRead: [twoFactorIsOn] },
      access: { create: () => false, update: () => false },
      // Shown by the panel below on the account's page, as a column in the staff list.
      admin: { readOnly: true, disableBulkEdit: true, condition: () => false },
    },
    {
      // Setting it up, turning it off (the account's owner, with a current code) and an admin's
      // reset of someone else's: cms/components/twoFactor/TwoFactorPanel.tsx.
      name: 'twoFactorPanel',
      type: 'ui',
      label: { en: 'Two-factor sign-in', ru: 'Двухфакторный вход' },
      admin: { components: { Field: '/components/twoFactor/TwoFactorPanel#TwoFactorPanel' } },
    },
  ],
}
