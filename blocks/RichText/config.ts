import type { Block } from 'payload'

export const RichTextConfig: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { en: 'Text', ru: 'Текст' }, plural: { en: 'Texts', ru: 'Тексты' } },
  fields: [{ name: 'content', type: 'richText', required: true, localized: true, label: { en: 'Content', ru: 'Содержание' } }],
}
