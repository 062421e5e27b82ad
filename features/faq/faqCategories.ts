// The FAQ's categories, in the order the page shows them. Their names live here once: the
// admin's select shows them and the site prints them as the category headings.
export const FAQ_CATEGORIES = [
  { value: 'esg', label: { en: 'ESG', ru: 'ESG' } },
  { value: 'governance', label: { en: 'Governance', ru: 'Корпоративное управление' } },
  { value: 'environment', label: { en: 'Environment', ru: 'Экология' } },
  { value: 'social', label: { en: 'Social', ru: 'Общество' } },
] as const

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['value']

export function isFaqCategory(value: unknown): value is FaqCategory {
  return FAQ_CATEGORIES.some((c) => c.value === value)
}

/** The id of a category's heading on the FAQ page, which other pages link to (search results). */
export function faqCategoryAnchor(category: string): string {
  return `faq-${category}`
}
