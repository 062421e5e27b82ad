import type { TextField } from 'payload'

// The small line set above a title or a heading.
export const eyebrowField = ({ name = 'eyebrow', above = 'title' }: { name?: string; above?: 'title' | 'heading' } = {}): TextField => ({
  name,
  type: 'text',
  localized: true,
  label: { en: `Small line above the ${above}`, ru: 'Строка над заголовком' },
})
