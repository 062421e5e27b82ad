import type { Block, Field, TextField, Validate } from 'payload'
import { carouselLayoutField } from '../../platform/fields/carouselLayout'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { eyebrowField } from '../../platform/fields/eyebrow'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { slidesField } from '../../platform/fields/itemList'
import { forLooks, lookField } from '../../platform/fields/look'
import { mediaLabelField } from '../../platform/fields/mediaLabel'

/** Screen readers need a name for every carousel: its heading, its section label or this. */
const nameWhenUnheaded: Validate<string, unknown, { heading?: string; kicker?: string }, TextField> = (value, { siblingData, req }) =>
  value || siblingData.heading || siblingData.kicker ? true : req.t('validation:required')

/** Captioned images in a carousel: banners (Who we are), banners with a link (results), cards
 * (the media kit) or photos. */
export const ImageCarouselConfig: Block = {
  slug: 'imageCarousel',
  interfaceName: 'ImageCarouselBlock',
  labels: { singular: { en: 'Image carousel', ru: 'Карусель изображений' }, plural: { en: 'Image carousels', ru: 'Карусели изображений' } },
  fields: [
    mediaLabelField(),
    ...headingAndIntroFields(),
    {
      name: 'label',
      type: 'text',
      localized: true,
      validate: nameWhenUnheaded,
      label: { en: 'Carousel name (for screen readers, without a heading)', ru: 'Название карусели (для экранных дикторов, если нет заголовка)' },
    },
    lookField({
      banners: { en: 'Banners: the caption beside the image, with a counter', ru: 'Баннеры: подпись рядом с изображением, со счётчиком' },
      links: { en: 'Banners with a link: a small line, a title, a text and a button', ru: 'Баннеры со ссылкой: строка, заголовок, текст и кнопка' },
      cards: { en: 'Cards: framed, the caption below', ru: 'Карточки: в рамке, подпись снизу' },
      photos: { en: 'Photos: a short caption below', ru: 'Фотографии: короткая подпись снизу' },
    }),
    slidesField([
      imageField(),
      { ...eyebrowField(), admin: forLooks('links') },
      { name: 'title', type: 'text', localized: true, label: { en: 'Title or caption', ru: 'Заголовок или подпись' } },
      { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' }, admin: forLooks('banners', 'links', 'cards') },
      ...ctaLinkFields().map((field) => ({ ...field, admin: forLooks('links') }) as Field),
    ]),
    carouselLayoutField({ slides: 1, gap: 16, loop: true }),
  ],
}
