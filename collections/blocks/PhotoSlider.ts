import type { Block } from 'payload'
import { carouselLayoutField } from '../fields/carouselLayout'
import { imageField } from '../fields/image'
import { itemsField } from '../fields/itemList'
import { mediaLabelField } from '../fields/mediaLabel'

/** A carousel of photographs with captions. */
export const PhotoSliderBlock: Block = {
  slug: 'photoSlider',
  interfaceName: 'PhotoSliderBlock',
  labels: { singular: { en: 'Photo slider', ru: 'Фотослайдер' }, plural: { en: 'Photo sliders', ru: 'Фотослайдеры' } },
  fields: [
    mediaLabelField('perspectives'),
    { name: 'heading', type: 'text', required: true, localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    itemsField('photos', { singular: { en: 'Photo', ru: 'Фотография' }, plural: { en: 'Photos', ru: 'Фотографии' } }, {
      fields: [
        imageField(),
        { name: 'caption', type: 'text', localized: true, label: { en: 'Caption', ru: 'Подпись' } },
      ],
    }),
    carouselLayoutField({ slides: 1, gap: 16, loop: true }),
  ],
}
