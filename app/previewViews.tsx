import type { ComponentType } from 'react'
import { NewsArticle } from '../features/news'
import type { ArticleView } from '../features/news/index.server'
import { CmsPage, type CmsPageData } from '../features/pages'
import type { ShapedCollection } from './previewShapes.server'

/** The live preview renders each collection's document with its page's own component. */
export const PREVIEW_VIEWS: { [C in ShapedCollection]: ComponentType<{ view: never }> } = {
  pages: ({ view }: { view: CmsPageData }) => <CmsPage page={view.page} blockData={view.blockData} trail={view.trail} draftPreview={false} />,
  news: ({ view }: { view: ArticleView }) => <NewsArticle article={view.article} index={view.index} />,
}
