import type { Payload } from 'payload'
import { isSubsidiaryCategory, type SubsidiaryCategory } from '../../common/subsidiaryCategories'
import type { Language } from '../../common/languages'
import { cached } from './cache.server'

export type Subsidiary = { id: string | number; number: number; name: string; category: SubsidiaryCategory | null; url: string | null }

/** Every subsidiary in `language`, in list order. */
export function listSubsidiaries(payload: Payload, language: Language): Promise<Subsidiary[]> {
  return cached(`subsidiaries:${language}`, async () => {
    const result = await payload.find({ collection: 'subsidiaries', locale: language, sort: 'number', pagination: false, depth: 0 })
    return (result.docs as unknown as Record<string, unknown>[]).map((doc) => ({
      id: doc.id as string | number,
      number: Number(doc.number),
      name: String(doc.name ?? ''),
      category: isSubsidiaryCategory(doc.category) ? doc.category : null,
      url: typeof doc.url === 'string' && doc.url ? doc.url : null,
    }))
  })
}
