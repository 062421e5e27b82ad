import type { Payload } from 'payload'
import { SHARE_SIZE } from '../common/shareImage'
import { seedDemoCustomers } from '../features/cabinet/seed'
import { seedFaq } from '../features/faq/seed'
import { seedForms } from '../features/forms/seed'
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
import { HERO_BLOCKS } from '../ui/page/shareImage'
import { aboutPages } from './pages/about'
import { contactPages } from './pages/contact'
import { compositionAlt } from './pages/heroPage'
import { investorPages } from './pages/investors'
import { legalPages } from './pages/legal'
import { mediaPages, sustainabilityPages } from './pages/mediaAndSustainability'

export const pageSeeds: PageSeed[] = [...aboutPages, ...mediaPages, ...sustainabilityPages, ...legalPages, ...investorPages, ...contactPages].map(
  withSharePicture,
)

/** A page whose first block is no hero gets a picture of its own for link previews, drawn at the
 * share size; a hero's picture serves the others (ui/page/shareImage.ts). */
function withSharePicture(page: PageSeed): PageSeed {
  return {
    ...page,
    share: async (ctx) => {
      const [first] = (await page.layout(askingOnly(ctx))) as { blockType?: string }[]
      if (first?.blockType && HERO_BLOCKS.includes(first.blockType)) return undefined
      return ctx.image(`share:${page.path}`, compositionAlt(page.title), SHARE_SIZE)
    },
  }
}

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
  for (const page of pageSeeds) {
    await page.layout(askingOnly(ctx))
    await page.share?.(askingOnly(ctx))
  }
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
  await seedForms(payload)
  for (const page of pageSeeds) await createPage(ctx, page)
  return ctx.imagesMade()
}
