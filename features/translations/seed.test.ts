import { describe, expect, it } from 'vitest'
import { readCatalogueFiles } from './seed'

describe('UI catalogue files', () => {
  const { en, ru } = readCatalogueFiles()
  it('have the same keys in both languages', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort())
  })
  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(ru)]) expect(text.trim(), key).not.toBe('')
  })
  it('keep the same placeholders in both languages', () => {
    for (const key of Object.keys(en)) {
      const names = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
      expect(names(ru[key]), key).toEqual(names(en[key]))
    }
  })
})
