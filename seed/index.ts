import type { Payload } from 'payload'
import { createLocalized } from './lib/create'
import { createSeedContext } from './lib/context'
import type { PageSeed } from './lib/types'
import { aboutPages } from './pages/about'
import { legalPages } from './pages/legal'
import { mediaPages, sustainabilityPages } from './pages/mediaAndSustainability'
import { seedHistoryMilestones } from './historyMilestones'
import { seedLeaders } from './leaders'
import { seedFaq } from './faq'
import { seedDemoCustomers } from './customers'
import { seedNews } from './news'
import { seedSite } from './site'
import { seedSubsidiaries } from './subsidiaries'
import { seedTranslations } from './translations'

export const pageSeeds: PageSeed[] = [...aboutPages, ...mediaPages, ...sustainabilityPages, ...legalPages]

/** The demo content in both languages, on an empty database. */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  const ctx = createSeedContext(payload)
  await seedTranslations(payload)
  await seedSite(payload)
  await seedNews(payload)
  await seedDemoCustomers(payload)
  await seedSubsidiaries(payload)
  await seedFaq(payload)
  await seedLeaders(ctx)
  await seedHistoryMilestones(ctx)
  for (const page of pageSeeds) {
    const layout = await page.layout(ctx)
    await createLocalized(
      payload,
      'pages',
      { title: page.title, path: page.path, seo: { description: page.description }, layout },
      { _status: 'published' },
    )
  }
  payload.logger.info(`Seeded ${pageSeeds.length} pages and ${ctx.imagesMade() + 1} images in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
