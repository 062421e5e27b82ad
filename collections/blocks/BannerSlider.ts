import type { Block } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'
import { eyebrowField } from '../fields/eyebrow'
import { imageField } from '../fields/image'
import { itemsField } from '../fields/itemList'
import { mediaLabelField } from '../fields/mediaLabel'
import { titleAndTextFields } from '../fields/titleAndText'

/** A looping slider of wide banners, each linking on (e.g. to investor-relations results). */
export const BannerSliderBlock: Block = {
  slug: 'bannerSlider',
  interfaceName: 'BannerSliderBlock',
  labels: { singular: { en: 'Banner slider', ru: 'Слайдер баннеров' }, plural: { en: 'Banner sliders', ru: 'Слайдеры баннеров' } },
  fields: [
    mediaLabelField('results'),
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    itemsField('banners', { singular: { en: 'Banner', ru: 'Баннер' }, plural: { en: 'Banners', ru: 'Баннеры' } }, {
      fields: [
        imageField(),
        eyebrowField(),
        ...titleAndTextFields(),
        ...ctaLinkFields({ required: true }),
      ],
    }),
  ],
}
