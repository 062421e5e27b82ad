import { LABEL_PARAM, PAGE_PARAM, parsePage, parseYear, YEAR_PARAM } from '../../common/investors'
import type { NewsArchiveBlock } from '../../common/payload-types'
import { allNews, type NewsItem, archivePage, type ArchivePage } from '../../features/news/index.server'
import type { BlockDataLoader } from '../../ui/blocks/types'

export type NewsArchiveData = ArchivePage<NewsItem>

export const loadData: BlockDataLoader<NewsArchiveBlock, NewsArchiveData> = async ({ payload, language, block, query }) => {
  const archive = { year: parseYear(query.get(YEAR_PARAM)), label: query.get(LABEL_PARAM) || null, page: parsePage(query.get(PAGE_PARAM)) }
  const page = archivePage(await allNews(payload, language), archive, block.perPage || 12)
  // The page answers 404 (and is kept by no cache) for filters that select nothing there is.
  if (!page) throw new Response('Not Found', { status: 404 })
  return page
}
