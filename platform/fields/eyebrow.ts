import type { TextField } from 'payload'

// The small line set above a title or a heading.
export const eyebrowField = ({ name = 'eyebrow', above = 'title' }: { name?: string; above?: 'title' | 'heading' } = {}): TextField => ({
  name,
  type: 'text',
  localized: true,
  label:
    above === 'title' ? { en: 'Small line above the title', ru: 'Строка над заголовком' } : { en: 'Small line above the heading', ru: 'Строка над заголовком' },
})
