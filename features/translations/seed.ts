import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { appRoot } from '../../common/env.server'

// Found from the repository root: this file also runs bundled into build/server.mjs.
const dir = path.join(appRoot(), 'features', 'translations')

/** The UI catalogue as shipped in features/translations/<lang>/<area>.json (one file per area of
 * the site, so areas are edited independently); every key exists in both languages. */
export function readCatalogueFiles(): { en: Record<string, string>; ru: Record<string, string> } {
  const read = (lang: string) => {
    const merged: Record<string, string> = {}
    for (const file of fs
      .readdirSync(path.join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const entries = JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8')) as Record<string, string>
      for (const [key, text] of Object.entries(entries)) {
        if (key in merged) throw new Error(`UI string ${key} is defined twice (features/translations/${lang}/${file})`)
        merged[key] = text
      }
    }
    return merged
  }
  return { en: read('en'), ru: read('ru') }
}

/** Store every catalogue entry that the CMS does not have yet; staff edits are kept. */
export async function seedTranslations(payload: Payload) {
  const { en, ru } = readCatalogueFiles()
  const existing = await payload.find({ collection: 'translations', pagination: false, depth: 0, select: { key: true }, overrideAccess: true })
  const have = new Set((existing.docs as { key: string }[]).map((d) => d.key))
  for (const [key, text] of Object.entries(en)) {
    if (have.has(key)) continue
    const doc = await payload.create({ collection: 'translations', locale: 'en', data: { key, text }, overrideAccess: true, context: { seeding: true } })
    if (ru[key])
      await payload.update({ collection: 'translations', id: doc.id, locale: 'ru', data: { text: ru[key] }, overrideAccess: true, context: { seeding: true } })
  }
}
