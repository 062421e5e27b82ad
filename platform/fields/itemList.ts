import type { ArrayField, Field } from 'payload'
import type { Label } from './label'

type ItemsOptions = { maxRows?: number; label?: Label; fields: Field[] }

/** The repeating items a section cannot do without: at least one, at most `maxRows`, each
 * row called `singular` in the admin. */
export const itemsField = (name: string, labels: { singular: Label; plural: Label }, { maxRows, label, fields }: ItemsOptions): ArrayField => ({
  name,
  type: 'array',
  required: true,
  minRows: 1,
  maxRows,
  label,
  labels,
  fields,
})

/** A row of cards. */
export const cardsField = (options: ItemsOptions) =>
  itemsField('cards', { singular: { en: 'Card', ru: 'Карточка' }, plural: { en: 'Cards', ru: 'Карточки' } }, options)

/** A carousel's slides (twelve at most: more is never seen). */
export const slidesField = (fields: Field[]) =>
  itemsField(
    'slides',
    { singular: { en: 'Slide', ru: 'Слайд' }, plural: { en: 'Slides', ru: 'Слайды' } },
    { maxRows: 12, label: { en: 'Slides', ru: 'Слайды' }, fields },
  )

/** The name screen readers announce for a carousel or slider. */
export const carouselNameField = (what: 'carousel' | 'slider' = 'carousel'): Field => ({
  name: 'label',
  type: 'text',
  required: true,
  localized: true,
  label:
    what === 'carousel'
      ? { en: 'Carousel name (for screen readers)', ru: 'Название карусели (для экранных дикторов)' }
      : { en: 'Slider name (for screen readers)', ru: 'Название слайдера (для экранных дикторов)' },
})
