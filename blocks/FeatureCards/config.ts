import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { cardsField } from '../../platform/fields/itemList'
import { linkField } from '../../platform/fields/link'
import { titleAndTextFields } from '../../platform/fields/titleAndText'

/** A row of short cards: an optional figure, a title, a text and a link each. */
export const FeatureCardsConfig: Block = {
  slug: 'featureCards',
  interfaceName: 'FeatureCardsBlock',
  labels: { singular: { en: 'Feature cards', ru: 'Карточки' }, plural: { en: 'Feature cards', ru: 'Карточки' } },
  fields: [
    ...headingAndIntroFields(),
    cardsField({
      maxRows: 8,
      fields: [
        { name: 'figure', type: 'text', localized: true, label: { en: 'Figure (optional)', ru: 'Цифра (необязательно)' } },
        ...titleAndTextFields(),
        linkField({ name: 'url', label: { en: 'Link', ru: 'Ссылка' } }),
      ],
    }),
  ],
}
