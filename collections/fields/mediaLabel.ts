import type { Field } from 'payload'

// The small section labels of the media pages ("News", "Stories and insights" ...). Their
// wording is a UI string (seed/translations/*/media.json, key Media_label_<value>), so it
// reads the same on every block; a block only says which one it wears.
export const MEDIA_LABELS = ['news', 'stories', 'perspectives', 'irEvents', 'results'] as const
export type MediaLabel = (typeof MEDIA_LABELS)[number]

const NAMES: Record<MediaLabel, { en: string; ru: string }> = {
  news: { en: 'News', ru: 'Новости' },
  stories: { en: 'Stories and insights', ru: 'Истории и мнения' },
  perspectives: { en: 'Perspectives', ru: 'Точки зрения' },
  irEvents: { en: 'IR events', ru: 'События для инвесторов' },
  results: { en: 'Results and presentations', ru: 'Результаты и презентации' },
}

export const mediaLabelField = (defaultValue?: MediaLabel): Field => ({
  name: 'kicker',
  type: 'select',
  defaultValue,
  label: { en: 'Section label', ru: 'Метка раздела' },
  options: MEDIA_LABELS.map((value) => ({ value, label: NAMES[value] })),
})
