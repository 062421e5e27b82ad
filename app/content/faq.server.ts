import type { Payload } from 'payload'
import { FAQ_CATEGORIES, isFaqCategory, type FaqCategory } from '../../common/faqCategories'
import type { Language } from '../../common/languages'
import { cached } from './cache.server'

export type FaqQuestion = { id: string | number; question: string; answer: unknown }
export type FaqGroup = { category: FaqCategory; name: string; items: FaqQuestion[] }

type RawFaq = { id: string | number; category: string; question: string; answer: unknown }

/** The FAQ in `language`, grouped by category in the schema's order (only `categories`, when
 * given), each group in its editors' order. Empty groups are left out. */
export function faqByCategory(payload: Payload, language: Language, categories: string[] = []): Promise<FaqGroup[]> {
  const wanted = categories.filter(isFaqCategory)
  return cached(`faq:${language}:${wanted.join(',')}`, async () => {
    const result = await payload.find({
      collection: 'faq',
      locale: language,
      sort: 'order',
      pagination: false,
      depth: 1,
      ...(wanted.length ? { where: { category: { in: wanted } } } : {}),
    })
    const docs = result.docs as unknown as RawFaq[]
    return FAQ_CATEGORIES.filter((c) => !wanted.length || wanted.includes(c.value))
      .map((c) => ({
        category: c.value,
        name: c.label[language],
        items: docs.filter((d) => d.category === c.value).map(({ id, question, answer }) => ({ id, question, answer })),
      }))
      .filter((group) => group.items.length > 0)
  })
}
