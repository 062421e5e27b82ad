import type { Block } from 'payload'
import { carouselLayoutField } from '../../platform/fields/carouselLayout'
import { headingField } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { itemsField } from '../../platform/fields/itemList'
import { mediaLabelField } from '../../platform/fields/mediaLabel'

/** A carousel of photographs with captions. */
export const PhotoSliderConfig: Block = {
  slug: 'photoSlider',
  interfaceName: 'PhotoSliderBlock',
  labels: { singular: { en: 'Photo slider', ru: 'Фотослайдер' }, plural: { en: 'Photo sliders', ru: 'Фотослайдеры' } },
  fields: [
    mediaLabelField('perspectives'),
    headingField({ required: true }),
    itemsField(
      'photos',
      { singular: { en: 'Photo', ru: 'Фотография' }, plural: { en: 'Photos', ru: 'Фотографии' } },
      {
        fields: [imageField(), { name: 'caption', type: 'text', localized: true, label: { en: 'Caption', ru: 'Подпись' } }],
      },
    ),
    carouselLayoutField({ slides: 1, gap: 16, loop: true }),
  ],
}
