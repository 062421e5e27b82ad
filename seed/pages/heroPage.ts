import { L, type Localized } from '../../platform/seed/localized'
import type { PageSeed, SeedContext } from '../../platform/seed/types'

type HeroPage = {
  path: string
  title: Localized<string>
  /** The hero's title (the page's h1), when it is not the page title. */
  heroTitle?: Localized<string>
  description: Localized<string>
  /** The hero's lead line. */
  lead: Localized<string>
  /** What follows the hero. */
  blocks: (ctx: SeedContext) => Promise<unknown[]>
}

/** The alt text of the abstract picture drawn for a page titled `title`. */
export const compositionAlt = (title: Localized<string>) =>
  L(
    `Abstract composition in the group’s navy and gold for “${title.en}”`,
    `Абстрактная композиция в фирменных тёмно-синих и золотых тонах к разделу «${title.ru}»`,
  )

/** A page that opens with a hero: its title, a lead line and a generated image keyed by the
 * page's path, described in both languages. */
export function heroPage({ path, title, heroTitle = title, description, lead, blocks }: HeroPage): PageSeed {
  return {
    path,
    title,
    description,
    layout: async (ctx) => [
      {
        blockType: 'hero',
        title: heroTitle,
        subtitle: lead,
        image: await ctx.image(`hero:${path}`, compositionAlt(heroTitle)),
      },
      ...(await blocks(ctx)),
    ],
  }
}
