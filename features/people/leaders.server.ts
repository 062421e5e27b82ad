import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { Leader } from '../../common/payload-types'
import { cached } from '../../platform/contentCache.server'
import { IMAGE_POPULATE } from '../../platform/populate.server'
import { AS_VISITOR } from '../../platform/readAccess.server'

/** Every leader in `language`, in the editors' order: one read shared by the leadership grid
 * and the governance lists. */
export function allLeaders(payload: Payload, language: Language): Promise<Leader[]> {
  return cached(`leaders:${language}`, async () => {
    const result = await payload.find({
      collection: 'leaders',
      locale: language,
      sort: '_order',
      pagination: false,
      depth: 1,
      populate: IMAGE_POPULATE,
      ...AS_VISITOR,
    })
    return result.docs
  })
}
