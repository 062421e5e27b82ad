import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'

/** A form editors built (Content → Forms), shown on the page; what visitors send goes to the form's recipients. */
export const FormConfig: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: { en: 'Form', ru: 'Форма' }, plural: { en: 'Forms', ru: 'Формы' } },
  fields: [
    ...headingAndIntroFields(),
    // Never populated into the page: the block's loader reads the form as a visitor may see it.
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, maxDepth: 0, label: { en: 'Form', ru: 'Форма' } },
  ],
}
