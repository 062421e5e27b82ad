import type { CollectionConfig } from 'payload'
import { mediaDir } from '../../common/env.server'
import { SHARE_SIZE } from '../../common/shareImage'
import { withUploadPolicy } from '../../common/uploadPolicy'
import { publicContentAccess } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { writeInOrder } from '../../platform/hooks/writeInOrder'
import { inFolder } from '../../platform/uploadFolder'
import { refuseDeletingUsedMedia } from './mediaInUse'

/** Public images. Every upload gets WebP renditions in a few widths for srcset, and one for link
 * previews; the editor's focal point (Payload's focalX/focalY) decides every crop. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image', ru: 'Изображение' }, plural: { en: 'Media', ru: 'Медиа' } },
  admin: { group: ADMIN_GROUPS.content },
  access: publicContentAccess,
  hooks: { beforeChange: [writeInOrder], beforeDelete: [refuseDeletingUsedMedia] },
  upload: inFolder(
    {
      // Uploads live beside the database under data/, never inside the code tree.
      mimeTypes: ['image/*'],
      modifyResponseHeaders: withUploadPolicy,
      formatOptions: { format: 'webp', options: { quality: 80 } },
      imageSizes: [
        { name: 'sm', width: 480, formatOptions: { format: 'webp', options: { quality: 78 } } },
        { name: 'md', width: 960, formatOptions: { format: 'webp', options: { quality: 78 } } },
        { name: 'lg', width: 1600, formatOptions: { format: 'webp', options: { quality: 76 } } },
        // Both sides given: Payload crops it around the focal point; enlarged when smaller, so every
        // image has one at the size link previews ask for.
        { ...SHARE_SIZE, withoutEnlargement: false, formatOptions: { format: 'webp', options: { quality: 80 } } },
      ],
      adminThumbnail: 'sm',
      focalPoint: true,
    },
    mediaDir,
  ),
  fields: [{ name: 'alt', type: 'text', required: true, localized: true, label: { en: 'Alternative text', ru: 'Альтернативный текст' } }],
}
