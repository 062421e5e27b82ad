import type { Block } from 'payload'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { eyebrowField } from '../../platform/fields/eyebrow'
import { imageField } from '../../platform/fields/image'
import { carouselNameField, slidesField } from '../../platform/fields/itemList'

/** The home page's opening: a looping banner carousel with a sticky hero (the page's h1) beside
 * it. A slide whose link is a full https:// address opens it in a new tab (external videos). */
export const BannerCarouselConfig: Block = {
  slug: 'bannerCarousel',
  interfaceName: 'BannerCarouselBlock',
  labels: {
    singular: { en: 'Banner carousel with hero', ru: 'Карусель баннеров с первым экраном' },
    plural: { en: 'Banner carousels', ru: 'Карусели баннеров' },
  },
  fields: [
    {
      name: 'hero',
      type: 'group',
      label: { en: 'Hero (stays in view beside the banners)', ru: 'Первый экран (остаётся на виду рядом с баннерами)' },
      fields: [
        eyebrowField(),
        { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title (the page heading)', ru: 'Заголовок (главный на странице)' } },
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
        ...ctaLinkFields({ defaultUrl: '/about_us' }),
      ],
    },
    carouselNameField(),
    slidesField([
      imageField(),
      { name: 'kicker', type: 'text', localized: true, label: { en: 'Topic', ru: 'Тема' } },
      { name: 'headline', type: 'text', required: true, localized: true, label: { en: 'Headline', ru: 'Заголовок' } },
      ...ctaLinkFields({ defaultUrl: '/about_us', required: true }),
    ]),
  ],
}
