import { RenderBlocks } from '../../blocks/RenderBlocks'
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs'
import { DraftPreviewNote } from '../../ui/page/DraftPreviewNote'
import type { Page } from '../../ui/page/pages.server'
import { stylesheets } from '../../ui/page/stylesheets'
import cmsPageCss from './CmsPage.css?url'

const useStyles = stylesheets(cmsPageCss)

/** What a page's route renders (app/pageRoute.server.ts makes it). */
export type CmsPageData = { page: Page; blockData: Parameters<typeof RenderBlocks>[0]['data']; trail: Crumb[]; draftPreview: boolean }

/** A CMS page's content: its blocks, under a note when it is a draft shown through a preview link;
 * a page below another (about_us/history) first says where it sits. */
export function CmsPage({ page, blockData, trail, draftPreview }: Pick<CmsPageData, 'page' | 'blockData' | 'trail' | 'draftPreview'>) {
  useStyles()
  return (
    <>
      {draftPreview ? <DraftPreviewNote /> : null}
      {page.path.includes('/') ? <Breadcrumbs className="container page-breadcrumbs" trail={trail} current={page.title} /> : null}
      <RenderBlocks blocks={page.layout} title={page.title} data={blockData} />
    </>
  )
}
