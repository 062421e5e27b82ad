import type { Block } from 'payload'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { eyebrowField } from '../../platform/fields/eyebrow'
import { headingField } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { itemsField } from '../../platform/fields/itemList'
import { mediaLabelField } from '../../platform/fields/mediaLabel'
import { titleAndTextFields } from '../../platform/fields/titleAndText'

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
