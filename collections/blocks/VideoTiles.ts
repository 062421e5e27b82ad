import type { Block } from 'payload'
import { validateOptionalUrl } from '../fields/externalUrl'

/** Image tiles whose play button opens a film on an external video page, in a new tab. */
export const VideoTilesBlock: Block = {
  slug: 'videoTiles',
  interfaceName: 'VideoTilesBlock',
  labels: { singular: { en: 'Video tiles', ru: 'Видеоплитки' }, plural: { en: 'Video tiles', ru: 'Видеоплитки' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
    {
      name: 'tiles',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { en: 'Tiles', ru: 'Плитки' },
      labels: { singular: { en: 'Tile', ru: 'Плитка' }, plural: { en: 'Tiles', ru: 'Плитки' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Poster image', ru: 'Обложка' } },
        { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
        { name: 'url', type: 'text', required: true, validate: validateOptionalUrl, label: { en: 'Video page (https://…)', ru: 'Страница с видео (https://…)' } },
      ],
    },
  ],
}
