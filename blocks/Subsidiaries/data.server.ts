import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { SubsidiariesBlock, Subsidiary as SubsidiaryDocument } from '../../common/payload-types'
import { cached } from '../../platform/contentCache.server'
import { AS_VISITOR } from '../../platform/readAccess.server'
import type { BlockDataLoader } from '../../ui/blocks/types'

/** A company as the list shows it, numbered by its place (from 1); an empty category or address is null. */
export type Subsidiary = Pick<SubsidiaryDocument, 'id' | 'name'> & {
  number: number
  category: NonNullable<SubsidiaryDocument['category']> | null
  url: string | null
}

/** Every subsidiary in `language`, in the editors' order. */
export function listSubsidiaries(payload: Payload, language: Language): Promise<Subsidiary[]> {
  return cached(`subsidiaries:${language}`, async () => {
    const result = await payload.find({ collection: 'subsidiaries', locale: language, sort: '_order', pagination: false, depth: 0, ...AS_VISITOR })
    return result.docs.map((doc, index) => ({
      id: doc.id,
      number: index + 1,
      name: doc.name,
      category: doc.category ?? null,
      url: doc.url || null,
    }))
  })
}

export const loadData: BlockDataLoader<SubsidiariesBlock, Subsidiary[]> = ({ payload, language }) => listSubsidiaries(payload, language)
