import type { Payload } from 'payload'
import { FALLBACK_LANGUAGE, type Language } from '../../common/languages'
import { cached } from '../../platform/contentCache.server'
import { AS_VISITOR } from '../../platform/readAccess.server'

export type Catalogue = Record<string, string>

/** One language's UI strings as the CMS holds them, without Payload's locale fallback. */
async function readCatalogue(payload: Payload, language: Language): Promise<Catalogue> {
  const result = await payload.find({
    collection: 'translations',
    locale: language,
    fallbackLocale: false,
    pagination: false,
    depth: 0,
    select: { key: true, text: true },
    ...AS_VISITOR,
  })
  return Object.fromEntries(result.docs.filter((doc) => doc.text).map((doc) => [doc.key, doc.text]))
}

/** The strings a page in `language` shows: that language's, English where a key is missing. */
export function mergeWithFallback(own: Catalogue, fallback: Catalogue): Catalogue {
  return { ...fallback, ...own }
}

export function loadCatalogue(payload: Payload, language: Language): Promise<Catalogue> {
  return cached(`catalogue:${language}`, async () => {
    if (language === FALLBACK_LANGUAGE) return readCatalogue(payload, language)
    const [own, fallback] = await Promise.all([readCatalogue(payload, language), readCatalogue(payload, FALLBACK_LANGUAGE)])
    return mergeWithFallback(own, fallback)
  })
}
