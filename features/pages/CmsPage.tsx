import { RenderBlocks } from '../../blocks/RenderBlocks'
import { DraftPreviewNote } from '../preview/DraftPreviewNote'
import type { cmsPageView } from './pageRoute.server'

export type CmsPageData = Awaited<ReturnType<typeof cmsPageView>>

/** A CMS page's content: its blocks, under a note when it is a draft shown through a preview link. */
export function CmsPage({ page, blockData, draftPreview }: Pick<CmsPageData, 'page' | 'blockData' | 'draftPreview'>) {
  return (
    <>
      {draftPreview ? <DraftPreviewNote /> : null}
      <RenderBlocks blocks={page.layout} title={page.title} data={blockData} />
    </>
  )
}
