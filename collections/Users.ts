import type { CollectionConfig } from 'payload'
import { httpsOrigin } from '../common/env.server'
import { isAdmin, roleOf, type ROLES } from './access/roles'
import { ADMIN_GROUPS } from './adminGroups'

/** Staff accounts: the only collection that can sign in to the admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff member', ru: 'Сотрудник' }, plural: { en: 'Staff', ru: 'Сотрудники' } },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lock: Payload's locks the owner out too and tells a locked account from an
    // unknown one. Sign-in attempts are limited per client and per e-mail in cms/services/staffLogin.ts.
    maxLoginAttempts: 0,
    // Secure whenever the site is served over HTTPS, so the admin's token never goes over plain HTTP.
    cookies: { sameSite: 'Lax', secure: httpsOrigin() },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: ADMIN_GROUPS.settings },
  access: {
    read: ({ req }) => (roleOf(req) === 'admin' ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: isAdmin,
    update: ({ req }) => (roleOf(req) === 'admin' ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
    // Clearing a staff account's sign-in lockout is an admin's call: anyone else could clear the
    // lock on an account they are guessing the password of.
    unlock: isAdmin,
    admin: ({ req }) => Boolean(roleOf(req)),
  },
  fields: [
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
  ],
}
