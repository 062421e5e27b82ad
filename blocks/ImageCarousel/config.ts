import type { Block } from 'payload'
import { imageField } from '../../platform/fields/image'
import { carouselNameField, slidesField } from '../../platform/fields/itemList'
import { titleAndTextFields } from '../../platform/fields/titleAndText'

/** A looping carousel of captioned images, one per view (Who we are). */
export const ImageCarouselConfig: Block = {
  slug: 'imageCarousel',
  interfaceName: 'ImageCarouselBlock',
  labels: { singular: { en: 'Image carousel', ru: 'Карусель изображений' }, plural: { en: 'Image carousels', ru: 'Карусели изображений' } },
  fields: [carouselNameField(), slidesField([imageField(), ...titleAndTextFields()])],
}
