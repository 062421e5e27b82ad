import type { Field } from 'payload'
import { MEDIA_LABELS, type MediaLabel } from '../../common/mediaLabels'

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
