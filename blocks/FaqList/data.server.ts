import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { Faq, FaqListBlock } from '../../common/payload-types'
import { FAQ_CATEGORIES, isFaqCategory, type FaqCategory } from '../../features/faq/index.server'
import { cached } from '../../platform/contentCache.server'
import { AS_VISITOR } from '../../platform/readAccess.server'
import type { BlockDataLoader } from '../../ui/blocks/types'

export type FaqQuestion = Pick<Faq, 'id' | 'question' | 'answer'>
export type FaqGroup = { category: FaqCategory; name: string; items: FaqQuestion[] }

/** The FAQ in `language`, grouped by category in the schema's order (only `categories`, when
 * given), each group in its editors' order. Empty groups are left out. */
export function faqByCategory(payload: Payload, language: Language, categories: string[] = []): Promise<FaqGroup[]> {
  const wanted = categories.filter(isFaqCategory)
  return cached(`faq:${language}:${wanted.join(',')}`, async () => {
    const { docs } = await payload.find({
      collection: 'faq',
      locale: language,
      sort: '_order',
      pagination: false,
      depth: 1,
      ...AS_VISITOR,
      ...(wanted.length ? { where: { category: { in: wanted } } } : {}),
    })
    return FAQ_CATEGORIES.filter((c) => !wanted.length || wanted.includes(c.value))
      .map((c) => ({
        category: c.value,
        name: c.label[language],
        items: docs.filter((d) => d.category === c.value).map(({ id, question, answer }) => ({ id, question, answer })),
      }))
      .filter((group) => group.items.length > 0)
  })
}

/** The FAQ block shows the questions of the categories it names (all when none). */
export const loadData: BlockDataLoader<FaqListBlock, FaqGroup[]> = ({ payload, language, block }) => faqByCategory(payload, language, block.categories ?? [])
