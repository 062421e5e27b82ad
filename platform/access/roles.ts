import type { Access, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'
import { staffTwoFactorRequired } from '../../common/env.server'
import { DRAFT_PREVIEWER, isSitePrincipal, REDIRECT_READER } from '../../common/sitePrincipals'

export const ROLES = ['admin', 'editor', 'backoffice'] as const
export type Role = (typeof ROLES)[number]

/** Who sees and changes customer data; they must also sign in with a second factor. */
const CUSTOMER_ROLES: Role[] = ['admin', 'backoffice']

/** Whether this staff account has to set up two-factor sign-in before it may do anything: its
 * role can change customers, it has none yet, and the server requires it (STAFF_TWO_FACTOR).
 * Editors may set it up but need not. */
export function mustSetUpTwoFactor(user: { role?: string | null; twoFactorEnabled?: boolean | null }): boolean {
  return CUSTOMER_ROLES.includes(user.role as Role) && !user.twoFactorEnabled && staffTwoFactorRequired()
}

/** The staff role of the request's user; customers never have one (they are not Payload users).
 * An account that must set up two-factor sign-in first has no role at all: sign-in never gives
 * it a session, and one it kept from before (from before its promotion, say) grants nothing. */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | undefined {
  const user = req.user as { role?: Role; collection?: string; twoFactorEnabled?: boolean | null } | null | undefined
  if (!user || user.collection !== 'users' || mustSetUpTwoFactor(user)) return undefined
  return user.role
}

export const hasRole =
  (...roles: Role[]): Access =>
  ({ req }) =>
    roles.includes(roleOf(req) as Role)

export const anyone: Access = () => true

/** `access` with an unconditional grant turned into a query every existing document meets. Payload serves an upload's
 * file straight from storage when read access is unconditional, without looking for its record: a file left behind by a
 * removal would still answer. Through a query the file answers only while its record is there. */
export const whileRecordExists =
  (access: Access): Access =>
  async (args) => {
    const result = await access(args)
    return result === true ? { id: { exists: true } } : result
  }
export const isAdmin = hasRole('admin')
/** Content: pages, people, milestones, UI strings. */
export const canEditContent = hasRole('admin', 'editor')
/** Customer data: customers, procedures, subscribers. */
export const canSeeCustomers = hasRole(...CUSTOMER_ROLES)

/** Public content (people, news, media, UI strings ...): anyone reads it, editors write it. */
export const publicContentAccess: CollectionConfig['access'] = { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent }

/** Drafts stay with staff and the site's draft preview; everyone else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) => (roleOf(req) || isSitePrincipal(req.user, DRAFT_PREVIEWER) ? true : { _status: { equals: 'published' } })

/** Content with drafts: everyone reads what is published, staff (and the draft preview) the rest; editors write it. */
export const draftContentAccess: CollectionConfig['access'] = { read: publishedOrStaff, create: canEditContent, update: canEditContent, delete: canEditContent }

/** Redirects: staff, and the site, which follows them for visitors without letting them list them. */
export const staffOrRedirectReader: Access = ({ req }) => Boolean(roleOf(req)) || isSitePrincipal(req.user, REDIRECT_READER)

/** Hide customer collections from editors in the admin navigation. */
export const hiddenFromEditors = ({ user }: { user: unknown }) => (user as { role?: Role } | null)?.role === 'editor'

/** A field written only by a service (overrideAccess): staff who read the document see it but cannot change it. */
export const serviceOnly: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }
