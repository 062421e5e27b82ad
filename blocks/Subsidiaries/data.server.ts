import type { Payload } from 'payload'
import { cached } from '../../app/content/cache.server'
import type { Language } from '../../common/languages'
import type { SubsidiariesBlock, Subsidiary as SubsidiaryDocument } from '../../common/payload-types'
import type { BlockDataLoader } from '../types'

/** A company as the list shows it: an empty category or address is null. */
export type Subsidiary = Pick<SubsidiaryDocument, 'id' | 'number' | 'name'> & {
  category: NonNullable<SubsidiaryDocument['category']> | null
  url: string | null
}

/** Every subsidiary in `language`, in list order. */
export function listSubsidiaries(payload: Payload, language: Language): Promise<Subsidiary[]> {
  return cached(`subsidiaries:${language}`, async () => {
    const result = await payload.find({ collection: 'subsidiaries', locale: language, sort: 'number', pagination: false, depth: 0 })
    return result.docs.map((doc) => ({
      id: doc.id,
      number: doc.number,
      name: doc.name,
      category: doc.category ?? null,
      url: doc.url || null,
    }))
  })
}

export const loadData: BlockDataLoader<SubsidiariesBlock, Subsidiary[]> = ({ payload, language }) => listSubsidiaries(payload, language)
