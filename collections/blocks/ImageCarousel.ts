import type { Block } from 'payload'

/** A looping carousel of captioned images, one per view (Who we are). */
export const ImageCarouselBlock: Block = {
  slug: 'imageCarousel',
  interfaceName: 'ImageCarouselBlock',
  labels: { singular: { en: 'Image carousel', ru: 'Карусель изображений' }, plural: { en: 'Image carousels', ru: 'Карусели изображений' } },
  fields: [
    { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Carousel name (for screen readers)', ru: 'Название карусели (для экранных дикторов)' } },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: { en: 'Slides', ru: 'Слайды' },
      labels: { singular: { en: 'Slide', ru: 'Слайд' }, plural: { en: 'Slides', ru: 'Слайды' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } },
        { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
      ],
    },
  ],
}
