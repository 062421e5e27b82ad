import type { Block } from 'payload'
import { choiceField } from '../../platform/fields/choice'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { mediaLabelField } from '../../platform/fields/mediaLabel'

/** Events of the financial calendar: the next few, or every upcoming and past one. */
export const EventCalendarConfig: Block = {
  slug: 'eventCalendar',
  interfaceName: 'EventCalendarBlock',
  labels: { singular: { en: 'Financial calendar', ru: 'Финансовый календарь' }, plural: { en: 'Financial calendars', ru: 'Финансовые календари' } },
  fields: [
    mediaLabelField(),
    ...headingAndIntroFields(),
    choiceField(
      'show',
      { en: 'Show', ru: 'Показывать' },
      {
        next: { en: 'The next three events, with a link to the calendar', ru: 'Три ближайших события со ссылкой на календарь' },
        all: { en: 'Every upcoming and past event, with the subscription', ru: 'Все предстоящие и прошедшие события и подписку' },
      },
      'next',
      { required: true },
    ),
  ],
}
