// Seed data is written once with both languages side by side: L('Board', 'Совет'). pick()
// resolves it to one language, so the same structure is created in English and updated in
// Russian, and the ids Payload gave the English blocks and rows are reused for Russian.

const LOCALIZED = Symbol('localized')
export type Localized<T> = { [LOCALIZED]: true; en: T; ru: T }
export type Lang = 'en' | 'ru'

export function L<T>(en: T, ru: T): Localized<T> {
  return { [LOCALIZED]: true, en, ru }
}

function isLocalized(value: unknown): value is Localized<unknown> {
  return typeof value === 'object' && value !== null && LOCALIZED in value
}

/** The data in one language: every L() replaced by its value for `lang`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- seed data of every collection's shape; Payload types it where it is written
export function pick<T>(value: T, lang: Lang): any {
  if (isLocalized(value)) return pick(value[lang], lang)
  if (Array.isArray(value)) return value.map((v) => pick(v, lang))
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pick(v, lang)]))
  }
  return value
}

/** Copy array-row and block ids from a saved document into data of the same shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as pick(): any collection's document
export function withIds(data: any, saved: any): any {
  if (Array.isArray(data)) return data.map((item, i) => withIds(item, Array.isArray(saved) ? saved[i] : undefined))
  if (!data || typeof data !== 'object' || !saved || typeof saved !== 'object') return data
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) out[key] = withIds(value, saved[key])
  // Rows of arrays and blocks keep their identity across languages.
  if (out.id === undefined && typeof saved.id === 'string') out.id = saved.id
  return out
}
