import type { CollectionConfig, FieldHook } from 'payload'
import { httpsOrigin } from '../../common/env.server'
import { isAdmin, roleOf, type ROLES } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { staffForgotPasswordEndpoint } from './forgotPassword'
import { proveOwnAccountChange } from './ownerProof'
import { answerSecondFactor, forgetWithAccount, handOverRecoveryCodes, removeWithAccount, requireCodeToReset, requireSecondFactor } from './signIn'
import { checkAttempt, clearOnUnlock, countFailure } from './staffLogin'
import { STAFF_TWO_FACTOR_SLUG } from './StaffTwoFactor'
import { staffTwoFactorEndpoints } from './twoFactorEndpoints'

/** Whether the account read has a factor: one indexed count, in the reading request's transaction (so a sign-in that sets
 * one up sees it on). */
const twoFactorIsOn: FieldHook = async ({ data, siblingData, req }) => {
  const id = (data?.id ?? siblingData?.id) as number | string | undefined
  if (id === undefined || id === null) return false
  const { totalDocs } = await req.payload.count({ collection: STAFF_TWO_FACTOR_SLUG, where: { user: { equals: id } }, overrideAccess: true, req })
  return totalDocs > 0
}

/** Staff accounts: the only collection that signs in to the admin, with our sign-in limits (staffLogin.ts) and a second
 * factor (signIn.ts, twoFactorEndpoints.ts, ownerProof.ts). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff member', ru: 'Сотрудник' }, plural: { en: 'Staff', ru: 'Сотрудники' } },
  // Our forgot-password answers before Payload's, which it replaces (forgotPassword.ts).
  endpoints: [staffForgotPasswordEndpoint, ...staffTwoFactorEndpoints],
  hooks: {
    beforeOperation: [checkAttempt, requireCodeToReset],
    beforeLogin: [requireSecondFactor],
    beforeChange: [proveOwnAccountChange],
    afterOperation: [clearOnUnlock, handOverRecoveryCodes],
    afterError: [countFailure, answerSecondFactor],
    beforeDelete: [removeWithAccount],
    afterDelete: [forgetWithAccount],
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lock: staffLogin.ts limits sign-ins instead.
    maxLoginAttempts: 0,
    // Secure whenever the site is served over HTTPS, so the admin's token never goes over plain HTTP.
    cookies: { sameSite: 'Lax', secure: httpsOrigin() },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'twoFactorEnabled'], group: ADMIN_GROUPS.settings },
  access: {
    // Staff read and edit their own account; a session without a role (one that must set up a factor first) only reads it.
    read: ({ req }) => (roleOf(req) === 'admin' ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: isAdmin,
    update: ({ req }) => (roleOf(req) === 'admin' ? true : roleOf(req) ? { id: { equals: req.user!.id } } : false),
    delete: isAdmin,
    // Anyone else could clear the lock on an account whose password they are guessing.
    unlock: isAdmin,
    admin: ({ req }) => Boolean(roleOf(req)),
  },
  fields: [
    // What changing one's own password or e-mail address takes (ownerProof.ts), beside Payload's "Change password"; never stored or returned.
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
      // Read with the account, the session's included (roles.ts decides on it); never stored.
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
      // Set up or turned off by the owner, reset by an admin: cms/components/twoFactor/TwoFactorPanel.tsx.
      name: 'twoFactorPanel',
      type: 'ui',
      label: { en: 'Two-factor sign-in', ru: 'Двухфакторный вход' },
      admin: { components: { Field: '/components/twoFactor/TwoFactorPanel#TwoFactorPanel' } },
    },
  ],
}
