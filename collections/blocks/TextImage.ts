import type { Block } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'

/** A section of text beside an image, the image on either side. */
export const TextImageBlock: Block = {
  slug: 'textImage',
  interfaceName: 'TextImageBlock',
  labels: { singular: { en: 'Text and image', ru: 'Текст с изображением' }, plural: { en: 'Texts and images', ru: 'Тексты с изображениями' } },
  fields: [
    { name: 'eyebrow', type: 'text', localized: true, label: { en: 'Small line above the heading', ru: 'Строка над заголовком' } },
    { name: 'heading', type: 'text', required: true, localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'content', type: 'richText', required: true, localized: true, label: { en: 'Text', ru: 'Текст' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } },
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'end',
      label: { en: 'Image side', ru: 'Сторона изображения' },
      options: [
        { value: 'start', label: { en: 'Before the text', ru: 'Перед текстом' } },
        { value: 'end', label: { en: 'After the text', ru: 'После текста' } },
      ],
    },
    {
      name: 'tone',
      type: 'select',
      defaultValue: 'plain',
      label: { en: 'Background', ru: 'Фон' },
      options: [
        { value: 'plain', label: { en: 'White', ru: 'Белый' } },
        { value: 'soft', label: { en: 'Light grey', ru: 'Светло-серый' } },
      ],
    },
    ...ctaLinkFields(),
  ],
}
