// The business categories of a subsidiary. Shared by the `subsidiaries` schema and the site's
// filter, so the admin's options and the filter's radios cannot drift apart. No Payload import:
// the browser bundle reads this file too.
export const SUBSIDIARY_CATEGORIES = ['insurance', 'banking', 'assets', 'technology', 'finance', 'healthcare'] as const
export type SubsidiaryCategory = (typeof SUBSIDIARY_CATEGORIES)[number]

/** Admin labels; the site's filter labels come from the UI catalogue. */
export const SUBSIDIARY_CATEGORY_LABELS: Record<SubsidiaryCategory, { en: string; ru: string }> = {
  insurance: { en: 'Insurance', ru: 'Страхование' },
  banking: { en: 'Banking', ru: 'Банковские услуги' },
  assets: { en: 'Asset management', ru: 'Управление активами' },
  technology: { en: 'Technology', ru: 'Технологии' },
  finance: { en: 'Integrated finance', ru: 'Интегрированные финансы' },
  healthcare: { en: 'Health and senior care', ru: 'Здоровье и забота' },
}
