import type { Payload } from 'payload'
import { seedDemoCustomers } from '../features/cabinet/seed'
import { seedFaq } from '../features/faq/seed'
import { milestonePictures, seedHistoryMilestones } from '../features/history/seed'
import { seedInvestors } from '../features/investors/seed'
import { newsPictures, seedNews } from '../features/news/seed'
import { leaderPortraits, seedLeaders } from '../features/people/seed'
import { seedSite, siteLogo } from '../features/shell/seed'
import { seedSubsidiaries } from '../features/subsidiaries/seed'
import { seedTranslations } from '../features/translations/seed'
import { askingOnly, createSeedContext } from '../platform/seed/context'
import { createPage } from '../platform/seed/create'
import { withoutWaitingForDisk } from '../platform/seed/diskWaits'
import type { PageSeed, SeedContext } from '../platform/seed/types'
import { aboutPages } from './pages/about'
import { investorPages } from './pages/investors'
import { legalPages } from './pages/legal'
import { mediaPages, sustainabilityPages } from './pages/mediaAndSustainability'

export const pageSeeds: PageSeed[] = [...aboutPages, ...mediaPages, ...sustainabilityPages, ...legalPages, ...investorPages]

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
  await seedInvestors(payload)
  for (const page of pageSeeds) await createPage(ctx, page)
  return ctx.imagesMade()
}
