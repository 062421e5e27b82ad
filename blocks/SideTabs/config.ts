import type { Block } from 'payload'
import { choiceField } from '../../platform/fields/choice'
import { headingField } from '../../platform/fields/headingAndIntro'
import { itemsField } from '../../platform/fields/itemList'
import { ComparisonTableConfig } from '../ComparisonTable/config'
import { RichTextConfig } from '../RichText/config'

/** Tabs beside (or above) their panels; each panel is text and other content. A tab is also
 * addressable as ?tab=<slug>, so it can be linked and works without JavaScript. */
export const SideTabsConfig: Block = {
  slug: 'sideTabs',
  interfaceName: 'SideTabsBlock',
  labels: { singular: { en: 'Side tabs', ru: 'Боковые вкладки' }, plural: { en: 'Side tabs', ru: 'Боковые вкладки' } },
  fields: [
    headingField({
      label: { en: 'Label above the tabs', ru: 'Надпись над вкладками' },
      description: { en: 'Optional, e.g. "Board Management".', ru: 'Необязательно, например «Работа совета директоров».' },
    }),
    choiceField(
      'orientation',
      { en: 'Tabs', ru: 'Вкладки' },
      { vertical: { en: 'Beside the content', ru: 'Сбоку от содержимого' }, horizontal: { en: 'Above the content', ru: 'Над содержимым' } },
      'vertical',
    ),
    itemsField(
      'tabs',
      { singular: { en: 'Tab', ru: 'Вкладка' }, plural: { en: 'Tabs', ru: 'Вкладки' } },
      {
        fields: [
          {
            name: 'slug',
            type: 'text',
            required: true,
            label: { en: 'Address (?tab=)', ru: 'Адрес (?tab=)' },
            validate: (value: unknown) => (typeof value === 'string' && /^[a-z0-9_-]+$/.test(value) ? true : 'Use a-z, 0-9, "_" and "-".'),
          },
          { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Tab label', ru: 'Название вкладки' } },
          { name: 'content', type: 'blocks', blocks: [RichTextConfig, ComparisonTableConfig], label: { en: 'Content', ru: 'Содержимое' } },
        ],
      },
    ),
  ],
}
