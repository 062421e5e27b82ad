import type { Access, CollectionConfig, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'backoffice'] as const
export type Role = (typeof ROLES)[number]

/** The staff role of the request's user; customers never have one (they are not Payload users). */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | undefined {
  const user = req.user as { role?: Role; collection?: string } | null | undefined
  if (!user || user.collection !== 'users') return undefined
  return user.role
}

export const hasRole =
  (...roles: Role[]): Access =>
  ({ req }) =>
    roles.includes(roleOf(req) as Role)

export const anyone: Access = () => true
export const isAdmin = hasRole('admin')
/** Content: pages, people, milestones, UI strings. */
export const canEditContent = hasRole('admin', 'editor')
/** Customer data: customers, procedures, subscribers. */
export const canSeeCustomers = hasRole('admin', 'backoffice')
export const isStaff = hasRole('admin', 'editor', 'backoffice')

/** Public content (people, news, media, UI strings ...): anyone reads it, editors write it. */
export const publicContentAccess: CollectionConfig['access'] = { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent }

/** Drafts stay with staff; everyone else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) => (roleOf(req) ? true : { _status: { equals: 'published' } })

/** Hide customer collections from editors in the admin navigation. */
export const hiddenFromEditors = ({ user }: { user: unknown }) => (user as { role?: Role } | null)?.role === 'editor'
