import type { Block } from 'payload'
import { headingField } from '../../platform/fields/headingAndIntro'
import { desktopAndMobileImageFields } from '../../platform/fields/image'
import { linkField } from '../../platform/fields/link'

/** The history page: an introduction, a film banner and the milestones (from the History
 * milestones collection) in one tab per period. */
export const HistoryTimelineConfig: Block = {
  slug: 'historyTimeline',
  interfaceName: 'HistoryTimelineBlock',
  labels: { singular: { en: 'History timeline', ru: 'Лента истории' }, plural: { en: 'History timelines', ru: 'Ленты истории' } },
  fields: [
    { name: 'intro', type: 'richText', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
    {
      name: 'banner',
      type: 'group',
      label: { en: 'Banner', ru: 'Баннер' },
      fields: [
        headingField(),
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
        desktopAndMobileImageFields(),
        linkField({
          name: 'playUrl',
          label: { en: 'Play link', ru: 'Ссылка «Смотреть»' },
          admin: {
            description: {
              en: 'The film page the Play link opens (in a new tab). Empty: no link.',
              ru: 'Страница с фильмом, которую открывает ссылка (в новой вкладке). Пусто — без ссылки.',
            },
          },
        }),
      ],
    },
    headingField({
      label: { en: 'Timeline heading', ru: 'Заголовок ленты' },
      description: {
        en: 'Above the period tabs; the milestones come from the History milestones collection.',
        ru: 'Над вкладками периодов; вехи берутся из коллекции «История: вехи».',
      },
    }),
  ],
}
