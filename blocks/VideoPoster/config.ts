import type { Block } from 'payload'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { headingField } from '../../platform/fields/headingAndIntro'
import { desktopAndMobileImageFields } from '../../platform/fields/image'

/** A full-width poster with separate desktop and mobile images and a short message. */
export const VideoPosterConfig: Block = {
  slug: 'videoPoster',
  interfaceName: 'VideoPosterBlock',
  labels: { singular: { en: 'Poster banner', ru: 'Баннер-постер' }, plural: { en: 'Poster banners', ru: 'Баннеры-постеры' } },
  fields: [
    desktopAndMobileImageFields(),
    headingField({ required: true }),
    { name: 'boldLine', type: 'text', localized: true, label: { en: 'Bold line', ru: 'Строка полужирным' } },
    { name: 'smallLine', type: 'text', localized: true, label: { en: 'Small line', ru: 'Строка мелким шрифтом' } },
    ...ctaLinkFields({ defaultUrl: '/' }),
  ],
}
