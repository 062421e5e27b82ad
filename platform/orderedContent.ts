import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/roles'
import { ADMIN_GROUPS } from './adminGroups'

/** A content list that editors put in order by dragging its rows in the admin's list view
 * (FAQ, leaders, history milestones, subsidiaries): Payload's `orderable` keeps the position in
 * `_order` (a fractional index) and lists by it; the site reads the lists in the same order.
 * Everyone reads it, editors write it, fifty to an admin page. */
export function orderedContentCollection({ admin, ...config }: CollectionConfig): CollectionConfig {
  return {
    ...config,
    admin: { ...admin, group: ADMIN_GROUPS.content, pagination: { defaultLimit: 50 } },
    access: publicContentAccess,
    orderable: true,
  }
}
