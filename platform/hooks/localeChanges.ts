import crypto from 'node:crypto'
import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import type { Label } from '../fields/label'
import { isObject } from '../json'

// Payload keeps one updatedAt per document, not per language. So every translated collection keeps,
// per localized field, when each language's value last changed and which language has not followed
// the other's last change yet (writing it catches it up). Fields in arrays and blocks are keyed by
// their row's id, so moving a row changes nothing.

export const LOCALES = ['en', 'ru'] as const
export type Locale = (typeof LOCALES)[number]

/** One localized field's record: when each language's value last changed (ISO time), and the
 * language that is behind, if one is. */
export type LocaleChange = Partial<Record<Locale, string>> & { behind?: Locale }
/** Records by field key: "title", "seo.description", "layout.<row id>.heading". */
export type LocaleChanges = Record<string, LocaleChange>

export const LOCALE_CHANGES = 'localeChanges'

/** An admin label: in both languages, or one string for both. */
export type FieldLabel = Label | string
/** A localized value where it sits: its key, its field, the labels leading to it, its value. */
export type LocalizedValue = { key: string; field: Field; labels: FieldLabel[]; value: unknown }

const labelOf = (field: { label?: unknown; name?: string }): FieldLabel => (field.label as FieldLabel | undefined) ?? field.name ?? ''

/**
 * Every localized value in `data`, walking groups, rows, tabs, arrays and blocks. A field
 * absent from `data` is skipped (a partial write leaves it as it was) unless `absent` is set,
 * which lists every localized field the document's shape has, with or without a value.
 */
export function localizedValues(fields: Field[], data: unknown, { absent = false, prefix = '', labels = [] as FieldLabel[] } = {}): LocalizedValue[] {
  if (!isObject(data)) return []
  const out: LocalizedValue[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      out.push(...localizedValues(field.fields, data, { absent, prefix, labels }))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          out.push(...localizedValues(tab.fields, data[tab.name], { absent, prefix: `${prefix}${tab.name}.`, labels: [...labels, labelOf(tab)] }))
        } else out.push(...localizedValues(tab.fields, data, { absent, prefix, labels }))
      }
      continue
    }
    if (!('name' in field) || !field.name || field.name === LOCALE_CHANGES) continue
    if (!(field.name in data) && !absent) continue
    const key = `${prefix}${field.name}`
    const value = data[field.name]
    const here = [...labels, labelOf(field)]
    if ('localized' in field && field.localized) {
      out.push({ key, field, labels: here, value })
    } else if (field.type === 'group') {
      out.push(...localizedValues(field.fields, value, { absent, prefix: `${key}.`, labels: here }))
    } else if (field.type === 'array' && Array.isArray(value)) {
      value.forEach((row, index) => {
        const id = isObject(row) && typeof row.id === 'string' ? row.id : String(index)
        out.push(...localizedValues(field.fields, row, { absent, prefix: `${key}.${id}.`, labels: [...here, String(index + 1)] }))
      })
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((row, index) => {
        const block = isObject(row) ? field.blocks.find((b) => b.slug === row.blockType) : undefined
        if (!block || !isObject(row)) return
        const id = typeof row.id === 'string' ? row.id : String(index)
        const blockLabel = (block.labels?.singular as FieldLabel | undefined) ?? block.slug
        out.push(...localizedValues(block.fields, row, { absent, prefix: `${key}.${id}.`, labels: [...here, blockLabel] }))
      })
    }
  }
  return out
}

/** The words of a rich-text (Lexical) value, which is what a translation follows. */
function textOf(node: unknown): string {
  if (Array.isArray(node)) return node.map(textOf).join(' ')
  if (!isObject(node)) return ''
  const own = typeof node.text === 'string' ? node.text : ''
  return [own, textOf(node.root), textOf(node.children)].filter(Boolean).join(' ')
}

/** A value as its translation sees it: text trimmed, rich text as its words, nothing as ''. */
export function comparable(field: Field, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (field.type === 'richText') return textOf(value).replace(/\s+/g, ' ').trim()
  if (typeof value === 'string') return value.trim()
  return JSON.stringify(value)
}

/** Array and block rows written without an id get one now, so their fields keep one key
 * from this write on (Payload would give the same kind of id on insert). */
function giveRowsIds(fields: Field[], data: unknown): void {
  if (!isObject(data)) return
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') giveRowsIds(field.fields, data)
    else if (field.type === 'tabs') for (const tab of field.tabs) giveRowsIds(tab.fields, 'name' in tab && tab.name ? data[tab.name] : data)
    else if (field.type === 'group' && 'name' in field && field.name) giveRowsIds(field.fields, data[field.name])
    else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(data[field.name])) {
      for (const row of data[field.name] as unknown[]) {
        if (!isObject(row)) continue
        // 24 hex digits: the shape of the ids Payload gives rows (a MongoDB ObjectId's).
        if (!row.id) row.id = crypto.randomBytes(12).toString('hex')
        const rowFields = field.type === 'array' ? field.fields : field.blocks.find((b) => b.slug === row.blockType)?.fields
        if (rowFields) giveRowsIds(rowFields, row)
      }
    }
  }
}

/** Records, for the language being written, which localized values changed and when. */
export const recordLocaleChanges: CollectionBeforeChangeHook = ({ collection, data, originalDoc, req }) => {
  const locale = req.locale as string | undefined
  // A write of every language at once ("all") says nothing about which one changed.
  if (locale !== 'en' && locale !== 'ru') return data
  const other: Locale = locale === 'en' ? 'ru' : 'en'
  giveRowsIds(collection.fields, data)
  const before = new Map(localizedValues(collection.fields, originalDoc ?? {}).map((v) => [v.key, v]))
  const stored = (originalDoc as Record<string, unknown> | undefined)?.[LOCALE_CHANGES]
  const changes: LocaleChanges = isObject(stored) ? structuredClone(stored as LocaleChanges) : {}
  const now = new Date().toISOString()
  for (const { key, field, value } of localizedValues(collection.fields, data)) {
    const next = comparable(field, value)
    if (next === comparable(field, before.get(key)?.value)) continue
    const entry: LocaleChange = { ...changes[key], [locale]: now }
    // Emptied: the value is missing now, which is reported as such. Written while behind: it
    // has caught up. Otherwise the other language has not followed this change yet.
    if (next === '' || entry.behind === locale) delete entry.behind
    else entry.behind = other
    changes[key] = entry
  }
  // Records of rows that no longer exist go with them.
  const shape = new Set(localizedValues(collection.fields, { ...originalDoc, ...data }, { absent: true }).map((v) => v.key))
  for (const key of Object.keys(changes)) if (!shape.has(key)) delete changes[key]
  data[LOCALE_CHANGES] = changes
  return data
}

/** A collection with per-language change records (in a hidden field), written by one hook before every save. */
export function withLocaleChanges(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    fields: [...collection.fields, { name: LOCALE_CHANGES, type: 'json', hidden: true }],
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), recordLocaleChanges] },
  }
}
