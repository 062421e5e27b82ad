import { L, type Localized } from '../lib/localized'
import { doc, p } from '../lib/richText'
import type { PageSeed } from '../lib/types'

/** A page with a hero and an introduction: the shape every family starts from. */
export function simplePage(path: string, title: Localized<string>, lead: Localized<string>, intro: Localized<string>): PageSeed {
  return {
    path,
    title,
    description: lead,
    layout: async (ctx) => [
      {
        blockType: 'hero',
        title,
        subtitle: lead,
        image: await ctx.image(`hero:${path}`, L(`${title.en}: illustration`, `${title.ru}: иллюстрация`)),
      },
      { blockType: 'richText', content: L(doc(p(intro.en)), doc(p(intro.ru))) },
    ],
  }
}
