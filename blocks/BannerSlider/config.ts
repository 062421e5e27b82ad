import type { Block } from 'payload'
import { ctaLinkFields } from '../../collections/fields/ctaLink'
import { eyebrowField } from '../../collections/fields/eyebrow'
import { headingField } from '../../collections/fields/headingAndIntro'
import { imageField } from '../../collections/fields/image'
import { itemsField } from '../../collections/fields/itemList'
import { mediaLabelField } from '../../collections/fields/mediaLabel'
import { titleAndTextFields } from '../../collections/fields/titleAndText'

/** A looping slider of wide banners, each linking on (e.g. to investor-relations results). */
export const BannerSliderConfig: Block = {
  slug: 'bannerSlider',
  interfaceName: 'BannerSliderBlock',
  labels: { singular: { en: 'Banner slider', ru: 'Слайдер баннеров' }, plural: { en: 'Banner sliders', ru: 'Слайдеры баннеров' } },
  fields: [
    mediaLabelField('results'),
    headingField(),
    itemsField(
      'banners',
      { singular: { en: 'Banner', ru: 'Баннер' }, plural: { en: 'Banners', ru: 'Баннеры' } },
      {
        fields: [imageField(), eyebrowField(), ...titleAndTextFields(), ...ctaLinkFields({ required: true })],
      },
    ),
  ],
}
