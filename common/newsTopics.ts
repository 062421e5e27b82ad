// What news articles are about, and what subscribers choose to hear of: the topics the news
// items' labels name. Catalogue keys `Topic_<topic>` name them on the site.
export const NEWS_TOPICS = ['press', 'results', 'events'] as const
export type NewsTopic = (typeof NEWS_TOPICS)[number]

export function isNewsTopic(value: unknown): value is NewsTopic {
  return typeof value === 'string' && (NEWS_TOPICS as readonly string[]).includes(value)
}

export const NEWS_TOPIC_LABELS: Record<NewsTopic, { en: string; ru: string }> = {
  press: { en: 'Press releases', ru: 'Пресс-релизы' },
  results: { en: 'Results and presentations', ru: 'Результаты и презентации' },
  events: { en: 'Events', ru: 'Мероприятия' },
}
