import { L, type Localized } from '../lib/localized'
import type { SeedContext } from '../lib/types'

/** The page-top hero of the Media and Sustainability pages: title (the page's h1), lead and a
 * generated image, described in both languages. */
export async function heroBlock(ctx: SeedContext, path: string, title: Localized<string>, subtitle: Localized<string>) {
  return {
    blockType: 'hero',
    title,
    subtitle,
    image: await ctx.image(
      `hero:${path}`,
      L(`Abstract composition in the group’s navy and gold for “${title.en}”`, `Абстрактная композиция в фирменных тёмно-синих и золотых тонах к разделу «${title.ru}»`),
    ),
  }
}
