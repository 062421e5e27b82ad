// The one interpolation rule for UI strings: a catalogue entry with {{name}} placeholders.
// Shared by the browser hook and the server (meta titles, emails), so both say the same thing.

export type Catalogue = Record<string, string>
export type Translate = (key: string, values?: Record<string, string | number>) => string

/** The text for `key` with its placeholders filled; the key itself when the catalogue lacks it. */
export function translate(catalogue: Catalogue, key: string, values?: Record<string, string | number>): string {
  const text = catalogue[key]
  if (text === undefined) return key
  if (!values) return text
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

export const translatorFor =
  (catalogue: Catalogue): Translate =>
  (key, values) =>
    translate(catalogue, key, values)
