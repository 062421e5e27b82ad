import { RenderBlocks } from '../../blocks/RenderBlocks'
import type { cmsPageView } from '../content/pageRoute.server'
import { DraftPreviewNote } from '../preview/DraftPreviewNote'

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
