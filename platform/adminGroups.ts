import { hiddenFromEditors } from './access/roles'
import type { Label } from './fields/label'

// The admin sidebar's groups. A collection or global joins a group by its label, so each label
// is spelled here once.
export const ADMIN_GROUPS = {
  content: { en: 'Content', ru: 'Контент' },
  investors: { en: 'Investors', ru: 'Инвесторам' },
  customers: { en: 'Customers', ru: 'Клиенты' },
  settings: { en: 'Settings', ru: 'Настройки' },
} satisfies Record<string, Label>

/** Where customer data sits in the admin: in the Customers group, out of editors' sight. */
export const customerDataAdmin = { group: ADMIN_GROUPS.customers, hidden: hiddenFromEditors }
