import type { CollectionBeforeValidateHook, Field, NumberField } from 'payload'
import { centsToDollars, dollarsToCents } from '../../common/money'
import type { Label } from './label'

/**
 * Money stored as integer cents (`name`) and edited in the admin as dollars through a virtual
 * `<name>Dollars` field: it is not stored, it reads the cents on the way out, and
 * `dollarsIntoCents` writes it back as cents before validation.
 */
export function moneyFields(name: string, label: Label, overrides: Partial<NumberField> = {}): Field[] {
  return [
    {
      name,
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { en: `${label.en} (cents)`, ru: `${label.ru} (центы)` },
      validate: (value: unknown) => (Number.isSafeInteger(value) ? true : 'Cents must be a whole number'),
      admin: { hidden: true },
      ...overrides,
    } as NumberField,
    {
      name: dollarsName(name),
      type: 'number',
      virtual: true,
      label: { en: `${label.en}, $`, ru: `${label.ru}, $` },
      // Virtual fields are read-only in the admin unless told otherwise; this one is the editor.
      admin: { readOnly: false, step: 0.01, description: { en: 'In dollars, up to two decimals.', ru: 'В долларах, до двух знаков после точки.' } },
      validate: (value: unknown) => (value === null || value === undefined || dollarsToCents(value) !== null ? true : 'Dollars with at most two decimals'),
      hooks: {
        afterRead: [({ siblingData }) => (typeof siblingData?.[name] === 'number' ? centsToDollars(siblingData[name]) : null)],
      },
      access: overrides.access,
    },
  ]
}

export const dollarsName = (name: string) => `${name}Dollars`

/** Turns edited dollars into the stored cents. The admin form sends the hidden cents unchanged
 * beside the dollars, and Payload fills an absent virtual value from the stored document, so the
 * dollars count only when they differ from what the stored cents say: an edit. */
export const dollarsIntoCents =
  (...names: string[]): CollectionBeforeValidateHook =>
  ({ data, originalDoc }) => {
    if (!data) return data
    for (const name of names) {
      const dollars = data[dollarsName(name)]
      if (dollars === undefined || dollars === null || dollars === '') continue
      const cents = dollarsToCents(dollars)
      if (cents === null) continue
      const stored = typeof originalDoc?.[name] === 'number' ? (originalDoc[name] as number) : undefined
      if (stored === undefined || cents !== stored) data[name] = cents
    }
    return data
  }
