import type { Block } from 'payload'
import { choiceField } from '../../platform/fields/choice'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { eyebrowField } from '../../platform/fields/eyebrow'
import { headingField } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'

/** A section of text beside an image, the image on either side. */
export const TextImageConfig: Block = {
  slug: 'textImage',
  interfaceName: 'TextImageBlock',
  labels: { singular: { en: 'Text and image', ru: 'Текст с изображением' }, plural: { en: 'Texts and images', ru: 'Тексты с изображениями' } },
  fields: [
    eyebrowField({ above: 'heading' }),
    headingField({ required: true }),
    { name: 'content', type: 'richText', required: true, localized: true, label: { en: 'Text', ru: 'Текст' } },
    imageField(),
    choiceField(
      'imagePosition',
      { en: 'Image side', ru: 'Сторона изображения' },
      { start: { en: 'Before the text', ru: 'Перед текстом' }, end: { en: 'After the text', ru: 'После текста' } },
      'end',
    ),
    choiceField('tone', { en: 'Background', ru: 'Фон' }, { plain: { en: 'White', ru: 'Белый' }, soft: { en: 'Light grey', ru: 'Светло-серый' } }, 'plain'),
    ...ctaLinkFields(),
  ],
}
