// The Sustainability FAQ on a real Payload: what the seed puts in it and how the site reads it
// back. The pages of the Media and Sustainability families, as the seed fills them, are checked
// where a visitor sees them (tests/e2e/media-sustainability.spec.ts); who may change the FAQ in
// accessMatrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faqByCategory } from '../../blocks/FaqList/data.server'
import { seedFaq } from '../../features/faq/seed'
import { bootTestPayload, type TestCms } from './payload'

let cms: TestCms

beforeAll(async () => {
  cms = await bootTestPayload()
  await seedFaq(cms.payload)
})
afterAll(async () => cms?.close())

describe('seeded FAQ', () => {
  it('has several questions in every category, each in both languages', async () => {
    for (const category of ['esg', 'governance', 'environment', 'social']) {
      for (const locale of ['en', 'ru'] as const) {
        const found = await cms.payload.find({ collection: 'faq', where: { category: { equals: category } }, locale, fallbackLocale: false, pagination: false })
        expect(found.totalDocs, `${category} (${locale})`).toBeGreaterThanOrEqual(3)
        for (const doc of found.docs) {
          expect(doc.question, `${category} (${locale})`).toBeTruthy()
          expect(doc.answer, `${category} (${locale})`).toBeTruthy()
        }
      }
    }
  })

  it('reads as groups in the schema’s order with localized names, questions in their order', async () => {
    const groups = await faqByCategory(cms.payload, 'ru')
    expect(groups.map((g) => g.name)).toEqual(['ESG', 'Корпоративное управление', 'Экология', 'Общество'])
    expect(groups[0]!.items[0]!.question).toBe('Что означает ESG для Группы Велтрана?')
    const only = await faqByCategory(cms.payload, 'en', ['social', 'unknown'])
    expect(only.map((g) => g.category)).toEqual(['social'])
  })
})
