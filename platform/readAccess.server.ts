import type { TypedUser } from 'payload'
import type { SitePrincipal } from '../common/sitePrincipals'

// Every read the site makes runs with Payload's access control on: whatever a field points at,
// the page gets only what its reader may read (never a customer or a staff account).

/** The Local API options of a read as an anonymous visitor. */
export const AS_VISITOR = { overrideAccess: false } as const

/** The Local API options of a read as one of the site's principals (common/sitePrincipals.ts). */
export const asPrincipal = (principal: SitePrincipal) => ({ overrideAccess: false, user: principal as unknown as TypedUser }) as const
