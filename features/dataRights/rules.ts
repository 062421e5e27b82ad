// What the dashboard's data-rights part and its action share, free of server code so the page's bundle can hold it.

/** A deletion request as its owner sees it. */
export type DeletionView = { requestedAt: string; dueAt: string; status: 'pending' | 'approved' }

/** The form's box: the customer confirms they understand. The dashboard's form and its action both use it. */
export const DELETION_CONFIRM_FIELD = 'confirmDeletion'
export const DELETION_MESSAGES = { confirm: 'Data_delete_error_confirm' } as const
export const deletionProblem = (form: { get: (name: string) => unknown }): string | null =>
  form.get(DELETION_CONFIRM_FIELD) === 'yes' ? null : DELETION_MESSAGES.confirm

/** Catalogue keys of the roles a customer may see named. */
export const ROLE_TITLES: Record<string, string> = { admin: 'Data_role_admin', backoffice: 'Data_role_backoffice' }

/** Catalogue keys of what a history entry records; a refused save reads as the change it attempted. */
const ACTION_TITLES: Record<string, string> = {
  'customer.update': 'Data_action_customer_update',
  'customer.view': 'Data_action_customer_view',
  'procedure.create': 'Data_action_procedure_create',
  'procedure.update': 'Data_action_procedure_update',
  'procedure.delete': 'Data_action_procedure_delete',
}
export const actionTitle = (action: string | null | undefined): string => ACTION_TITLES[(action ?? '').replace(/\.refused$/, '')] ?? 'Data_action_other'
