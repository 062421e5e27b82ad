/** A customer's own details as registration takes them and back office may correct them; the audit trail records only
 * which of them changed, never their values (the trail outlives an erased account). */
export const CUSTOMER_DETAILS = ['firstName', 'lastName', 'email', 'phone', 'address'] as const
export type CustomerDetail = (typeof CUSTOMER_DETAILS)[number]
