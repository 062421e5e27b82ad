import type { Payload } from 'payload'

/** A catalogue message in the request's language, for JSON answers (the pages translate their
 * own). Falls back to English, then to the key. */
export async function messageText(payload: Payload, key: string, language: 'en' | 'ru'): Promise<string> {
  try {
    const found = await payload.find({
      collection: 'translations',
      where: { key: { equals: key } },
      locale: language,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const text = (found.docs[0] as { text?: string | null } | undefined)?.text
    return text || key
  } catch {
    return key
  }
}
