import { RenderBlocks } from '../../blocks/RenderBlocks'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { DraftPreviewNote } from '../preview'
import type { cmsPageView } from './pageRoute.server'
import './CmsPage.css'

export type CmsPageData = Awaited<ReturnType<typeof cmsPageView>>

/** A CMS page's content: its blocks, under a note when it is a draft shown through a preview link;
 * a page below another (about_us/history) first says where it sits. */
export function CmsPage({ page, blockData, trail, draftPreview }: Pick<CmsPageData, 'page' | 'blockData' | 'trail' | 'draftPreview'>) {
  return (
    <>
      {draftPreview ? <DraftPreviewNote /> : null}
      {page.path.includes('/') ? <Breadcrumbs className="container page-breadcrumbs" trail={trail} current={page.title} /> : null}
      <RenderBlocks blocks={page.layout} title={page.title} data={blockData} />
    </>
  )
}
