import type { Payload } from 'payload'
import { seedDemoCustomers } from './customers'
import { seedFaq } from './faq'
import { milestonePictures, seedHistoryMilestones } from './historyMilestones'
import { leaderPortraits, seedLeaders } from './leaders'
import { askingOnly, createSeedContext } from './lib/context'
import { createPage } from './lib/create'
import { withoutWaitingForDisk } from './lib/diskWaits'
import type { PageSeed, SeedContext } from './lib/types'
import { newsPictures, seedNews } from './news'
import { aboutPages } from './pages/about'
import { legalPages } from './pages/legal'
import { mediaPages, sustainabilityPages } from './pages/mediaAndSustainability'
import { seedSite, siteLogo } from './site'
import { seedSubsidiaries } from './subsidiaries'
import { seedTranslations } from './translations'

export const pageSeeds: PageSeed[] = [...aboutPages, ...mediaPages, ...sustainabilityPages, ...legalPages]

/** The demo content in both languages, on an empty database. */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  const images = await withoutWaitingForDisk(payload, () => seedAll(payload))
  payload.logger.info(`Seeded ${pageSeeds.length} pages and ${images} images in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** Asks for every picture of the demo, in one fixed order: the order they are stored in, so
 * media ids are the same on every run. */
export async function askForEveryPicture(ctx: SeedContext): Promise<void> {
  siteLogo(ctx)
  leaderPortraits(ctx)
  milestonePictures(ctx)
  newsPictures(ctx)
  for (const page of pageSeeds) await page.layout(askingOnly(ctx))
}

/** Everything, in order; returns how many images it made. */
async function seedAll(payload: Payload): Promise<number> {
  const ctx = createSeedContext(payload)
  // The pictures are drawn and resized in parallel while the rest is written; each part below
  // waits only for its own.
  await askForEveryPicture(ctx)
  await seedTranslations(payload)
  await seedSite(ctx)
  await seedNews(ctx)
  await seedDemoCustomers(payload)
  await seedSubsidiaries(payload)
  await seedFaq(payload)
  await seedLeaders(ctx)
  await seedHistoryMilestones(ctx)
  for (const page of pageSeeds) await createPage(ctx, page)
  return ctx.imagesMade()
}
