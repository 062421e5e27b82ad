import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/roles'
import { ADMIN_GROUPS } from './adminGroups'

/** A content list that editors put in order by hand (FAQ, leaders, history milestones):
 * everyone reads it, editors write it, and it is listed by its `order` field, fifty to an
 * admin page. */
export function orderedContentCollection({ admin, ...config }: CollectionConfig): CollectionConfig {
  return {
    ...config,
    admin: { ...admin, group: ADMIN_GROUPS.content, pagination: { defaultLimit: 50 } },
    access: publicContentAccess,
    defaultSort: 'order',
  }
}
