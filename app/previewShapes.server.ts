import type { Payload } from 'payload'
import type { Language } from '../common/languages'
import type { News, Page as PayloadPage } from '../common/payload-types'
import type { PreviewCollection } from '../common/sitePaths'
import { articleOf, newsIndexCrumb, type ArticleView } from '../features/news/index.server'
import { sitePage } from '../ui/page/pages.server'
import { cmsPageView } from './pageRoute.server'

/** What the live preview renders of a document: its page's title and what its view takes. */
export type PreviewShape<D> = { title: string; description?: string | null; view: D }

/**
 * How a populated document (the saved draft, or the admin's unsaved form) becomes what its page
 * shows, exactly as that page's route shapes it. A collection whose documents have a page of
 * their own adds its entry here and its view in previewViews.tsx.
 */
export const PREVIEW_SHAPES = {
  pages: async (payload: Payload, doc: Record<string, unknown>, language: Language) => {
    const view = await cmsPageView(payload, sitePage(doc as unknown as PayloadPage), language)
    return { title: view.page.title, description: view.page.seo?.description, view }
  },
  news: async (payload: Payload, doc: Record<string, unknown>, language: Language) => {
    const view: ArticleView = {
      article: await articleOf(payload, doc as unknown as News, language, { preview: true }),
      index: await newsIndexCrumb(payload, language),
    }
    return { title: view.article.headline, description: view.article.summary, view }
  },
} satisfies Partial<Record<PreviewCollection, (payload: Payload, doc: Record<string, unknown>, language: Language) => Promise<PreviewShape<unknown>>>>

export type ShapedCollection = keyof typeof PREVIEW_SHAPES

export function isShapedCollection(collection: PreviewCollection): collection is ShapedCollection {
  return Object.hasOwn(PREVIEW_SHAPES, collection)
}
