import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { itemsField } from '../../platform/fields/itemList'
import { linkField } from '../../platform/fields/link'

/** Image tiles whose play button opens a film on an external video page, in a new tab. */
export const VideoTilesConfig: Block = {
  slug: 'videoTiles',
  interfaceName: 'VideoTilesBlock',
  labels: { singular: { en: 'Video tiles', ru: 'Видеоплитки' }, plural: { en: 'Video tiles', ru: 'Видеоплитки' } },
  fields: [
    ...headingAndIntroFields(),
    itemsField(
      'tiles',
      { singular: { en: 'Tile', ru: 'Плитка' }, plural: { en: 'Tiles', ru: 'Плитки' } },
      {
        maxRows: 8,
        label: { en: 'Tiles', ru: 'Плитки' },
        fields: [
          imageField({ label: { en: 'Poster image', ru: 'Обложка' } }),
          { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
          linkField({ name: 'url', required: true, label: { en: 'Video page (https://…)', ru: 'Страница с видео (https://…)' } }),
        ],
      },
    ),
  ],
}
