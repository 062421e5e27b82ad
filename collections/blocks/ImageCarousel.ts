import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { carouselNameField, slidesField } from '../fields/itemList'
import { titleAndTextFields } from '../fields/titleAndText'

/** A looping carousel of captioned images, one per view (Who we are). */
export const ImageCarouselBlock: Block = {
  slug: 'imageCarousel',
  interfaceName: 'ImageCarouselBlock',
  labels: { singular: { en: 'Image carousel', ru: 'Карусель изображений' }, plural: { en: 'Image carousels', ru: 'Карусели изображений' } },
  fields: [carouselNameField(), slidesField([imageField(), ...titleAndTextFields()])],
}
