import type { CollectionSlug, Payload, SanitizedCollectionConfig } from 'payload'
import {
  comparable,
  LOCALE_CHANGES,
  LOCALES,
  localizedValues,
  type FieldLabel,
  type Locale,
  type LocaleChanges,
  type LocalizedValue,
} from '../../platform/hooks/localeChanges'

/** What a language lacks in one document: its values are missing, or older than the other
 * language's last change (platform/hooks/localeChanges.ts). */
export type StatusKind = 'missing' | 'older'

export type StatusRow = {
  collection: CollectionSlug
  collectionLabel: FieldLabel
  id: number | string
  /** The document's title in each language that has one. */
  titles: Partial<Record<Locale, string>>
  /** The language that needs work. */
  locale: Locale
  kind: StatusKind
  /** The fields concerned, each as the labels leading to it (block, field). */
  fields: FieldLabel[][]
  /** For "older": when the other language last changed one of these fields. */
  otherChangedAt?: string
}

/** The collections that keep per-language change records, in the admin's order. */
export function trackedCollections(payload: Payload): SanitizedCollectionConfig[] {
  return payload.config.collections.filter((c) => c.flattenedFields.some((f) => f.name === LOCALE_CHANGES))
}

const other = (locale: Locale): Locale => (locale === 'en' ? 'ru' : 'en')

/** One collection's documents that lack something in a language, newest drafts included. */
async function collectionStatus(payload: Payload, collection: SanitizedCollectionConfig): Promise<StatusRow[]> {
  const read = (locale: Locale) =>
    payload.find({
      collection: collection.slug,
      locale,
      fallbackLocale: false,
      depth: 0,
      pagination: false,
      draft: Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts),
      showHiddenFields: true,
      overrideAccess: true,
    })
  type Doc = Record<string, unknown>
  const [en = [], ru = []] = (await Promise.all([read('en'), read('ru')])).map((result) => result.docs as unknown as Doc[])
  const ruById = new Map(ru.map((doc) => [String(doc.id), doc]))
  const titleField = collection.admin?.useAsTitle ?? (collection.upload ? 'filename' : 'id')
  const label = (collection.labels?.plural as FieldLabel | undefined) ?? collection.slug
  const rows: StatusRow[] = []
  for (const enDoc of en) {
    const docs: Record<Locale, Doc> = { en: enDoc, ru: ruById.get(String(enDoc.id)) ?? {} }
    const values = Object.fromEntries(
      LOCALES.map((locale) => [locale, new Map(localizedValues(collection.fields, docs[locale], { absent: true }).map((v) => [v.key, v]))]),
    ) as Record<Locale, Map<string, LocalizedValue>>
    const changes = (enDoc[LOCALE_CHANGES] ?? {}) as LocaleChanges
    const found: Record<Locale, Record<StatusKind, { fields: FieldLabel[][]; at?: string }>> = {
      en: { missing: { fields: [] }, older: { fields: [] } },
      ru: { missing: { fields: [] }, older: { fields: [] } },
    }
    for (const [key, { field, labels }] of values.en) {
      const empty = (locale: Locale) => comparable(field, values[locale].get(key)?.value) === ''
      // A field empty in both languages is simply not used here.
      if (empty('en') && empty('ru')) continue
      const missing = LOCALES.filter(empty)
      for (const locale of missing) found[locale].missing.fields.push(labels)
      const behind = changes[key]?.behind
      if (missing.length === 0 && behind) {
        const entry = found[behind].older
        entry.fields.push(labels)
        const at = changes[key]?.[other(behind)]
        if (at && (!entry.at || at > entry.at)) entry.at = at
      }
    }
    const titles: Partial<Record<Locale, string>> = {}
    for (const locale of LOCALES) {
      const title = docs[locale][titleField]
      if (typeof title === 'string' && title.trim()) titles[locale] = title
    }
    const row = { collection: collection.slug, collectionLabel: label, id: enDoc.id as number | string, titles }
    for (const locale of LOCALES) {
      for (const kind of ['missing', 'older'] as const) {
        const { fields, at } = found[locale][kind]
        if (fields.length > 0) rows.push({ ...row, locale, kind, fields, ...(at ? { otherChangedAt: at } : {}) })
      }
    }
  }
  return rows
}

/** Every document of the translated collections that lacks something in English or Russian. */
export async function translationStatus(payload: Payload): Promise<StatusRow[]> {
  const perCollection = await Promise.all(trackedCollections(payload).map((collection) => collectionStatus(payload, collection)))
  return perCollection.flat()
}
