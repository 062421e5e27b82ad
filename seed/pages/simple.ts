import { L, type Localized } from '../lib/localized'
import { doc, p } from '../lib/richText'
import type { PageSeed, SeedContext } from '../lib/types'

/** A page's hero: its title, a lead line and a generated image keyed by the page's path. */
export async function heroBlock(ctx: SeedContext, path: string, title: Localized<string>, subtitle: Localized<string>) {
  return {
    blockType: 'hero',
    title,
    subtitle,
    image: await ctx.image(`hero:${path}`, L(`${title.en}: illustration`, `${title.ru}: иллюстрация`)),
  }
}

/** A page with a hero and an introduction: the shape every family starts from. */
export function simplePage(path: string, title: Localized<string>, lead: Localized<string>, intro: Localized<string>): PageSeed {
  return {
    path,
    title,
    description: lead,
    layout: async (ctx) => [
      await heroBlock(ctx, path, title, lead),
      { blockType: 'richText', content: L(doc(p(intro.en)), doc(p(intro.ru))) },
    ],
  }
}
