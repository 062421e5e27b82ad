import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { pick, withIds } from './localized'
import type { PageSeed, SeedContext } from './types'

const CONTEXT = { seeding: true }

/** Create a document in English, then give it its Russian texts. */
export async function createLocalized(payload: Payload, collection: CollectionSlug, data: unknown, extra: Record<string, unknown> = {}) {
  const created = await payload.create({
    collection,
    locale: 'en',
    data: { ...pick(data, 'en'), ...extra } as never,
    overrideAccess: true,
    context: CONTEXT,
  })
  const saved = await payload.findByID({ collection, id: created.id, locale: 'en', depth: 0, overrideAccess: true, draft: true })
  await payload.update({
    collection,
    id: created.id,
    locale: 'ru',
    data: withIds({ ...pick(data, 'ru'), ...extra }, saved) as never,
    overrideAccess: true,
    context: CONTEXT,
  })
  return created
}

export async function updateGlobalLocalized(payload: Payload, slug: GlobalSlug, data: unknown) {
  await payload.updateGlobal({ slug, locale: 'en', data: pick(data, 'en') as never, overrideAccess: true, context: CONTEXT })
  const saved = await payload.findGlobal({ slug, locale: 'en', depth: 0, overrideAccess: true })
  await payload.updateGlobal({ slug, locale: 'ru', data: withIds(pick(data, 'ru'), saved) as never, overrideAccess: true, context: CONTEXT })
}

/** A page of the demo, its pictures made by `ctx`, published in both languages. */
export async function createPage(ctx: SeedContext, page: PageSeed) {
  const layout = await page.layout(ctx)
  const image = await page.share?.(ctx)
  return createLocalized(
    ctx.payload,
    'pages',
    { title: page.title, path: page.path, seo: { description: page.description, image }, layout },
    { _status: 'published' },
  )
}
