import { isDocumentKind, KIND_PARAM, parseYear, YEAR_PARAM, type DocumentKind } from '../../common/investors'
import type { DocumentLibraryBlock } from '../../common/payload-types'
import { documentYears, filterDocuments, listDocuments, type LibraryDocument } from '../../features/investors/index.server'
import type { BlockDataLoader } from '../../ui/blocks/types'

export type DocumentLibraryData = { documents: LibraryDocument[]; years: number[]; year: number | null; kind: DocumentKind | null }

export const loadData: BlockDataLoader<DocumentLibraryBlock, DocumentLibraryData> = async ({ payload, language, query }) => {
  const all = await listDocuments(payload, language)
  const year = parseYear(query.get(YEAR_PARAM))
  const kindParam = query.get(KIND_PARAM)
  const kind = isDocumentKind(kindParam) ? kindParam : null
  return { documents: filterDocuments(all, { year, kind }), years: documentYears(all), year, kind }
}
