import type { Payload } from 'payload'
import { createLocalized } from './lib/create'
import { abstractSvg, initialsSvg, uploadSvg } from './lib/images'
import type { PageSeed, SeedContext } from './lib/types'
import { aboutPages } from './pages/about'
import { legalPages } from './pages/legal'
import { mediaPages, sustainabilityPages } from './pages/mediaAndSustainability'
import { seedNews } from './news'
import { seedSite } from './site'
import { seedTranslations } from './translations'

export const pageSeeds: PageSeed[] = [...aboutPages, ...mediaPages, ...sustainabilityPages, ...legalPages]

/** The demo content in both languages, on an empty database. */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  const images = new Map<string, Promise<number | string>>()
  const ctx: SeedContext = {
    payload,
    image: (key, alt, size = { width: 1600, height: 900 }) => {
      if (!images.has(key)) images.set(key, uploadSvg(payload, abstractSvg(key, size.width, size.height), slug(key), alt))
      return images.get(key)!
    },
    portrait: (name, alt) => {
      const key = `portrait:${name}`
      if (!images.has(key)) images.set(key, uploadSvg(payload, initialsSvg(name), slug(key), alt))
      return images.get(key)!
    },
  }
  await seedTranslations(payload)
  await seedSite(payload)
  await seedNews(payload)
  for (const page of pageSeeds) {
    const layout = await page.layout(ctx)
    await createLocalized(
      payload,
      'pages',
      { title: page.title, path: page.path, seo: { description: page.description }, layout },
      { _status: 'published' },
    )
  }
  payload.logger.info(`Seeded ${pageSeeds.length} pages and ${images.size + 1} images in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const slug = (key: string) => key.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'image'
