import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import { loadCatalogue } from '../translations/index.server'

/** A catalogue message in `language`, for JSON answers (the pages translate their own): English, then the key, where missing. */
export async function messageText(payload: Payload, key: string, language: Language): Promise<string> {
  const catalogue = await loadCatalogue(payload, language).catch(() => null)
  return catalogue?.[key] || key
}
